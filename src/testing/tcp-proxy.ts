import type { Socket, TCPSocketListener } from 'bun'

interface Link {
  upstream?: Socket<Link>
  pending: Uint8Array[]
  client: Socket<Link>
}

export interface TcpProxy {
  port: number
  /**
   * Simulates the database host vanishing: open connections are dropped and new ones are accepted but
   * never answered, the worst case for a client (no refusal to react to, only its own timeout).
   */
  cut(): void
  restore(): void
  stop(): void
}

/** A loopback TCP proxy in front of `target` (host:port) that a test can cut and restore. */
export function startTcpProxy(targetHost: string, targetPort: number): TcpProxy {
  let cut = false
  const links = new Set<Link>()
  const listener: TCPSocketListener<Link> = Bun.listen<Link>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      async open(client) {
        const link: Link = { client, pending: [] }
        client.data = link
        links.add(link)
        if (cut) return
        link.upstream = await Bun.connect<Link>({
          hostname: targetHost,
          port: targetPort,
          data: link,
          socket: {
            data: (_, chunk) => void link.client.write(chunk),
            close: () => void link.client.end(),
            error: () => void link.client.end(),
          },
        })
        for (const chunk of link.pending) link.upstream.write(chunk)
        link.pending = []
      },
      data(client, chunk) {
        const link = client.data
        if (link.upstream) link.upstream.write(chunk)
        else if (!cut) link.pending.push(new Uint8Array(chunk))
      },
      close(client) {
        client.data?.upstream?.end()
        links.delete(client.data)
      },
    },
  })
  return {
    port: listener.port,
    cut() {
      cut = true
      for (const link of links) {
        link.upstream?.terminate()
        link.client.terminate()
      }
      links.clear()
    },
    restore() {
      cut = false
    },
    stop() {
      this.cut()
      listener.stop(true)
    },
  }
}
