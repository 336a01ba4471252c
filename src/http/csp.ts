import type { ClientAssets } from '../modules/ssr/assets.ts'

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

/**
 * The policy for rendered pages. Scripts need the per-response nonce; styled-components injects <style>
 * elements at run time, hence 'unsafe-inline' for styles only (no script can ride on it).
 */
export function pageCsp(nonce: string, assets: Pick<ClientAssets, 'cspExtra'>): string {
  const { script, connect, style, font } = assets.cspExtra
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${script.join(' ')}`.trim(),
    `style-src 'self' 'unsafe-inline' ${style.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    `font-src 'self' ${font.join(' ')}`.trim(),
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** For everything that is not a page (JSON, images): nothing may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"
