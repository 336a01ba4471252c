import {
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE,
  type ThemePreference,
  themeColorMetas,
} from '../../src/shared/theme.ts'

/**
 * Makes a choice stick: the cookie, so the server renders the next page in it (not HttpOnly: it is no
 * secret, and this script writes it), and the page's own attribute and browser colour at once.
 */
export function applyThemePreference(preference: ThemePreference) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is too recent to rely on
  document.cookie = `${THEME_COOKIE}=${preference}; Max-Age=${THEME_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`
  document.documentElement.dataset.theme = preference
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove()
  for (const { content, media } of themeColorMetas(preference)) {
    const meta = document.createElement('meta')
    meta.name = 'theme-color'
    meta.content = content
    if (media) meta.media = media
    document.head.append(meta)
  }
}
