import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_CODE_ID, type PageCode } from '../../shared/hydration.ts'

/** Where `npm run build` writes the boot code (vite.boot.config.ts). */
export const BOOT_SCRIPT_FILE = join(import.meta.dir, '..', '..', '..', 'dist', 'boot', 'page-boot.js')

/**
 * The boot code every page runs inline before its bundle (web/boot/page-boot.ts, built by Vite on its
 * own: docs/decisions/222-before-hydration-code.md), read once at start. The same bytes on every page,
 * allowed by the page's nonce or, on a cached page, by their hash like any inline script.
 */
export function loadBootScript(file = BOOT_SCRIPT_FILE): string {
  if (!existsSync(file)) throw new Error(`No boot script at ${file}. Run \`npm run build\` first.`)
  const script = readFileSync(file, 'utf8').trim()
  // Written between <script> tags as it is: a closing tag inside would end it early.
  if (/<\/script/i.test(script)) throw new Error(`${file} holds a closing script tag`)
  return script
}

/**
 * The page's code list for the boot code, as a JSON data block (never run, so no CSP source needed).
 * `<` is escaped, so no path could ever close the element.
 */
export function pageCodeTag(code: PageCode): string {
  const json = JSON.stringify(code).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PAGE_CODE_ID}">${json}</script>`
}
