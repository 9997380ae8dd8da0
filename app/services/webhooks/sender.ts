import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import {
  hostOf,
  privateTargetsAllowed,
  publicOnlyLookup,
  schemeOrAddressProblem,
} from '#lib/outbound_addresses'

/** A delivery must be answered within this, or it failed. */
export const deliveryTimeoutMs = 10_000

/** What a POST came to: the status code, when an answer came, and the error, when it failed. */
export type PostOutcome = { ok: boolean; statusCode: number | null; error: string | null }

const failed = (error: string, statusCode: number | null = null): PostOutcome => ({
  ok: false,
  statusCode,
  error,
})

/**
 * POSTs the JSON body to the URL and reports whether it was answered 2xx within the timeout.
 * Redirects are not followed (a 3xx is a failure). Unless private targets are allowed, only
 * https goes out, an IP-literal host must be public, and a host name connects only to the public
 * addresses it resolved to (publicOnlyLookup), checked when connecting, not when saved.
 */
export function postJson(url: string, body: string, headers: Record<string, string>) {
  const target = new URL(url)
  const problem = schemeOrAddressProblem(target)
  if (problem === 'https') return Promise.resolve(failed('https required'))
  if (problem === 'private') {
    return Promise.resolve(failed(`refused non-public address ${hostOf(target)}`))
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<PostOutcome>((resolve) => {
    const outgoing = request(target, {
      method: 'POST',
      agent: false,
      lookup: privateTargetsAllowed() ? undefined : publicOnlyLookup,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'User-Agent': 'Hourbook-Webhooks/1',
        ...headers,
      },
    })
    // Also ends a body that never ends after a 2xx: the answer counts, the socket goes.
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${deliveryTimeoutMs / 1000} s`)),
      deliveryTimeoutMs
    )
    outgoing.on('close', () => clearTimeout(timer))
    outgoing.on('response', (response) => {
      const statusCode = response.statusCode ?? 0
      // The body is not needed; the socket closes with it (no keep-alive agent).
      response.resume()
      if (statusCode >= 200 && statusCode < 300) {
        resolve({ ok: true, statusCode, error: null })
      } else {
        resolve(failed(`HTTP ${statusCode}`, statusCode))
      }
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve(failed(error.code && error.code !== 'E_PRIVATE_ADDRESS' ? error.code : error.message))
    })
    outgoing.end(body)
  })
}
