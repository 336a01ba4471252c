/**
 * 'Hello, World: 2026!' → 'hello-world-2026'; titles of only symbols fall back to `fallback`.
 * Issue addresses and topic keys are made this way.
 */
export function slugify(title: string, fallback = 'issue', maxLength = 80): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return slug || fallback
}
