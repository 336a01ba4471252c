import { expect, test } from 'bun:test'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readPageCode } from '../../../web/boot/page-boot.ts'
import { loadBootScript, pageCodeTag } from './page-boot.ts'

test('the code list is data the page cannot be closed by, read back whole by the boot code', () => {
  const code = { scripts: ['/assets/entry.js'], preloads: ['/assets/a.js</script><script>alert(1)//'] }
  const tag = pageCodeTag(code)
  expect(tag).toStartWith('<script type="application/json" id="page-code">')
  expect(tag.slice(0, -'</script>'.length)).not.toContain('</script>')
  const text = /<script[^>]*>(.*)<\/script>$/.exec(tag)?.[1]
  expect(readPageCode(text)).toEqual(code)
})

test('the boot script is read from the build, and refused if it could close its element', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'page-boot-'))
  try {
    await writeFile(join(dir, 'ok.js'), '(function(){})();\n')
    expect(loadBootScript(join(dir, 'ok.js'))).toBe('(function(){})();')
    await writeFile(join(dir, 'bad.js'), 'x="</script>"')
    expect(() => loadBootScript(join(dir, 'bad.js'))).toThrow('closing script tag')
    expect(() => loadBootScript(join(dir, 'missing.js'))).toThrow('npm run build')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
