/**
 * The name a reader without a chosen username gets (an email-only sign-up, an imported or added reader),
 * from the address's local part: `Ada.L+news@x.org` → `ada.lnews`.
 */
export function usernameBase(email: string): string {
  const local = email
    .slice(0, email.lastIndexOf('@'))
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 24)
  return local.length >= 3 ? local : `reader${local ? `-${local}` : ''}`
}

/** What a taken username gets appended: a short random suffix. */
export const randomSuffix = () => crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36).slice(0, 5)
