import { xsrfToken } from '~shared/xsrf'

/** A same-origin JSON request with the session cookie and the CSRF header. */
export function request(method: string, url: string, body?: unknown, init: RequestInit = {}) {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      'Accept': 'application/json',
      'X-XSRF-TOKEN': xsrfToken(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  })
}
