import { sha256 } from '../hash.ts'
import type { ClientAssets } from '../modules/ssr/assets.ts'

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`

export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP sources allowing a cached page's inline scripts by hash (docs/decisions/141-csp-hashes.md): the
 * bytes are shared, so no nonce can be. Scripts with src= load from 'self'; JSON data blocks never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue
    hashes.add(`'sha256-${sha256(content, 'base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy for rendered pages. Inline scripts are allowed by the per-response nonce, or on a cached
 * page by their hashes (`scriptSources`); styled-components injects <style> elements at run time, hence
 * 'unsafe-inline' for styles only (no script can ride on it).
 */
export function pageCsp(scriptSources: string[], assets: Pick<ClientAssets, 'cspExtra'>): string {
  const { script, connect, style, font } = assets.cspExtra
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources, ...script].join(' '),
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
