import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A load balancer without sticky sessions, as the tests need it: every request goes to the next
 * upstream in turn, whatever connection it came on, and the answer (an event stream too) is
 * passed back as it comes. `served` lists the upstream of every request, in order.
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  const served: string[] = []
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[served.length % upstreams.length]
    served.push(upstream)
    const forwarded = request(
      new URL(incoming.url!, upstream),
      { method: incoming.method, headers: incoming.headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers)
        outgoing.flushHeaders()
        answer.pipe(outgoing)
      }
    )
    forwarded.once('error', () => outgoing.destroy())
    outgoing.once('close', () => forwarded.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    served,
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
