import { relative } from 'node:path'

const ROOT = new URL('../..', import.meta.url).pathname

// `const Name = styled.tag` or `const Name = styled(Component)`, not already configured.
const DECLARATION =
  /\b(const|let)\s+([A-Z][A-Za-z0-9_]*)\s*=\s*styled(\.[a-zA-Z]\w*\b|\((?:[^()]|\([^()]*\))*\))(?!\s*\.withConfig)/g

function shortHash(text: string): string {
  let h = 5381
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) >>> 0
  return h.toString(36).slice(0, 5)
}

/**
 * Gives every styled component a componentId derived from its file and name. styled-components otherwise
 * numbers components in creation order, which differs between the server and the client bundle as soon as
 * module order differs, and then hydrated class names silently stop matching. The id is the class every
 * element of the component carries, so it stays short (`Name-hash`, no displayName prefix): an admin
 * list page renders it thousands of times.
 */
export function addStyledComponentIds(code: string, filePath: string): string {
  if (!code.includes('styled')) return code
  const hash = shortHash(relative(ROOT, filePath).split('\\').join('/'))
  return code.replace(
    DECLARATION,
    (match, _kind, name: string) => `${match}.withConfig({ componentId: '${name}-${hash}' })`,
  )
}

export const STYLED_FILE_FILTER = /\/(web|stories)\/.*\.tsx$/
