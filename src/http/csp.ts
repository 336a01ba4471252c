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

/**
 * The GraphiQL explorer page (server-rendered once, see modules/graphql/explorer.ts): its one inline
 * script is allowed by hash; its editor runs in workers created from blob: URLs and injects styles at run
 * time. It talks to 'self' only.
 */
export function explorerCsp(scriptHash: string): string {
  return [
    "default-src 'self'",
    `script-src '${scriptHash}'`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
