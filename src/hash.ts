/** SHA-256 of text or bytes in the encoding the caller stores (media names, CSP source hashes, ETags). */
export const sha256 = (data: string | Uint8Array, encoding: 'hex' | 'base64' | 'base64url'): string =>
  new Bun.CryptoHasher('sha256').update(data).digest(encoding)
