import { expect, test } from 'bun:test'
import { isNonPagePath } from './non-page-paths.ts'

test('page addresses, known or not, stay pages (they get the HTML 404 page when unknown)', () => {
  for (const path of ['/', '/projects', '/project/12', '/admin', '/no/such/page', '/project/abc', '/wp']) {
    expect([path, isNonPagePath(path)]).toEqual([path, false])
  }
})

test('files, dot-segments and scanner folders are not pages', () => {
  for (const path of [
    '/.well-known/security.txt',
    '/.well-known/change-password',
    '/.env',
    '/.git/config',
    '/xmlrpc.php',
    '/sitemap_index.xml',
    '/ads.txt',
    '/config.json',
    '/apple-touch-icon-120x120.png',
    '/wp-admin/',
    '/WP-Admin/setup-config',
    '/cgi-bin/luci',
  ]) {
    expect([path, isNonPagePath(path)]).toEqual([path, true])
  }
})
