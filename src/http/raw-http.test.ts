import { describe, expect, test } from 'bun:test'
import { connect } from 'node:net'
import { loadConfig } from '../config.ts'
import { listen } from '../server.ts'
import { startTestRuntime } from '../testing/harness.ts'
import { track } from '../testing/resources.ts'
import { createLogger } from './logger.ts'

// Raw bytes on a real listening socket: what Bun's HTTP parser and our error handler answer before (or
// instead of) the app, in production and in development mode alike.

async function serve(env: 'production' | 'development') {
  const config = loadConfig({
    NODE_ENV: env,
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_URL: 'http://portfolio.test',
    SEED_SAMPLE_CONTENT: 'false',
  })
  const runtime = await startTestRuntime(config)
  const server = track('server', listen(runtime, config), (listening) => listening.stop(true))
  return server.port as number
}

/** Sends bytes and returns everything the server wrote until it closed (or 5 s passed). */
function exchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(done, 5000)
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('end', done)
    socket.on('close', done)
    socket.on('error', done)
    socket.write(bytes)
  })
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1])
/** Anything that would tell an attacker about the server's insides. */
const LEAK = /\/work\/|\/src\/|\.tsx?\b|node_modules|\bat \w+ \(|stack|SELECT |INSERT |bun:|<html/i

const close = 'Connection: close\r\n'
const CASES: [string, string, (status: number) => boolean][] = [
  ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', (s) => s === 400],
  ['HTTP/1.0 without Host, API path', 'GET /api/projects HTTP/1.0\r\n\r\n', (s) => s === 400],
  ['HTTP/1.1 without Host', `GET / HTTP/1.1\r\n${close}\r\n`, (s) => s === 400],
  ['an empty Host', `GET / HTTP/1.1\r\nHost:\r\n${close}\r\n`, (s) => s >= 400 && s < 500],
  ['a Host with a path in it', `GET / HTTP/1.1\r\nHost: a/b@c\r\n${close}\r\n`, (s) => s >= 400 && s < 500],
  // Bun's parser answers bare LF line endings and NUL in the request line itself (505, no body); no
  // hook reaches that answer, so the test pins that it stays bodiless.
  [
    'bare LF line endings',
    `GET / HTTP/1.1\nHost: x\n${close.replace('\r', '')}\n`,
    (s) => s === 400 || s === 505,
  ],
  [
    'a 100 kB header',
    `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(100_000)}\r\n${close}\r\n`,
    (s) => s === 431,
  ],
  [
    '500 headers',
    `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 500 }, (_, i) => `X-${i}: v\r\n`).join('')}${close}\r\n`,
    (s) => s === 431,
  ],
  [
    'control bytes in a header value',
    `GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x01\x7fb\r\n${close}\r\n`,
    (s) => s === 400,
  ],
  ['a space in a header name', `GET / HTTP/1.1\r\nHost: x\r\nX A: b\r\n${close}\r\n`, (s) => s === 400],
  ['NUL in the path', `GET /a\x00b HTTP/1.1\r\nHost: x\r\n${close}\r\n`, (s) => s === 400 || s === 505],
  ['not HTTP at all', 'HELLO\r\n\r\n', (s) => s === 400],
  [
    'an absolute-form target to another host',
    `GET http://evil.example//x HTTP/1.1\r\nHost: x\r\n${close}\r\n`,
    (s) => s === 404,
  ],
  ['a bad %-escape', `GET /media/%c0%ae HTTP/1.1\r\nHost: x\r\n${close}\r\n`, (s) => s === 400],
]

describe.each(['production', 'development'] as const)('raw HTTP in %s mode', (mode) => {
  let port: number
  test.each(CASES)('%s: a plain 4xx from our side, no stack, path or SQL', async (_, bytes, expected) => {
    port ??= await serve(mode)
    const answer = await exchange(port, bytes)
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /)
    expect(expected(statusOf(answer))).toBe(true)
    expect(answer).not.toMatch(LEAK)
    if (statusOf(answer) === 505) expect(answer.split('\r\n\r\n')[1]).toBe('')
  })
})

test.each(['production', 'development'] as const)(
  'in %s mode a failure that escapes the handler is a plain JSON 500 without its details',
  async (mode) => {
    const config = loadConfig({ NODE_ENV: mode, PORT: '0', HOST: '127.0.0.1' })
    const failing = {
      handler: () =>
        Promise.reject(new Error('at /work/app/src/secret.ts:1:1 SELECT password_hash FROM users')),
      logger: createLogger(false),
    }
    const server = track('server', listen(failing, config), (listening) => listening.stop(true))
    const answer = await exchange(server.port as number, `GET / HTTP/1.1\r\nHost: x\r\n${close}\r\n`)
    expect(statusOf(answer)).toBe(500)
    expect(answer).toContain('{"message":"Internal server error"}')
    expect(answer).not.toMatch(/secret|password_hash|SELECT/)
  },
)
