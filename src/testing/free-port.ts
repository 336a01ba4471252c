/**
 * A port nobody listens on now, for a server started in a child process. The system picks it: a random
 * number from the ephemeral range could be the local end of an outgoing connection (the test database's,
 * the browser's) and fail with EADDRINUSE.
 */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const { port } = probe
  probe.stop(true)
  return port
}
