import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { Socket } from 'node:net'

/** Node's parse errors and the status that answers them; anything else is a 400. */
const statusOfParseError: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** How long a refused client may go on sending before its connection is closed. */
const lingerMs = 5000

/**
 * Answers a request Node cannot parse (a URL or headers over its size limit, a malformed
 * request) and then closes the connection gracefully. Node's own answer closes it at once: a
 * client still sending its long request then meets a reset and never reads the answer.
 */
function answerParseError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = statusOfParseError[error.code ?? ''] ?? 400
  // The failed parser's listener goes; the rest of the request is read and dropped.
  socket.removeAllListeners('data')
  socket.on('data', () => {})
  socket.once('end', () => socket.destroy())
  setTimeout(() => socket.destroy(), lingerMs).unref()
  // No body: the request's method, and with it whether a body may follow, is unknown.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`
  )
}

/** The responses each server has yet to finish. */
const unfinishedResponses = new WeakMap<Server, Set<ServerResponse>>()
/** The servers that are shutting down. */
const closing = new WeakSet<Server>()

/** The Node HTTP server the app runs on, in bin/server.ts and in the functional tests. */
export function createNodeServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void
) {
  const unfinished = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    unfinished.add(response)
    response.once('close', () => {
      unfinished.delete(response)
      // A keep-alive connection whose response went out before the shutdown is idle now.
      if (closing.has(server)) server.closeIdleConnections()
    })
    if (closing.has(server)) response.setHeader('Connection', 'close')
    handler(request, response)
  }).on('clientError', answerParseError)
  unfinishedResponses.set(server, unfinished)
  return server
}

/**
 * Lets a shutting-down server's keep-alive connections end: the idle ones are closed at once,
 * and each busy one once its response has gone out, with `Connection: close` when its headers
 * have not. Busy connections otherwise take request after request and hold the shutdown open.
 */
export function closeConnectionsAfterResponses(server: Server) {
  closing.add(server)
  for (const response of unfinishedResponses.get(server) ?? []) {
    if (!response.headersSent) response.setHeader('Connection', 'close')
  }
  server.closeIdleConnections()
}

/** Destroys every connection a server still has; returns how many requests lose their answer. */
export function destroyConnections(server: Server) {
  const unanswered = unfinishedResponses.get(server)?.size ?? 0
  server.closeAllConnections()
  return unanswered
}
