import { GLOBAL_CSS } from './global-css.ts'
import { paletteCss } from './palette.ts'

/**
 * What the head of every page carries as one style element: both themes' palettes and the page-wide
 * rules, without their comments and indentation. The server writes it (src/modules/ssr/render.tsx), so
 * does Storybook's preview; no browser bundle imports it.
 */
export const PAGE_CSS = `${paletteCss()}\n${GLOBAL_CSS}`
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim()
