/**
 * The yardstick: a bare node:http server answering every request with the same JSON body
 * (the app's own first page of logs), in a process of its own like the app.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const [bodyFile, port] = process.argv.slice(2)
const body = readFileSync(bodyFile)

createServer((_, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' })
  response.end(body)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
