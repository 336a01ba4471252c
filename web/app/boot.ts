import type { SiteConfig } from './site-config.tsx'

/**
 * Data the server embeds in the page as JSON (not executable, so no CSP nonce is needed). Page data
 * travels in react-router's hydration data instead.
 */
export interface BootData {
  site: SiteConfig
}

export const BOOT_ELEMENT_ID = '__boot'

export function serializeBoot(boot: BootData): string {
  // Escaping '<' keeps a "</script>" inside any string from closing the element early.
  return JSON.stringify(boot).replace(/</g, '\\u003c')
}

export function readBoot(): BootData {
  const el = document.getElementById(BOOT_ELEMENT_ID)
  if (!el?.textContent) throw new Error('Missing boot data')
  return JSON.parse(el.textContent) as BootData
}
