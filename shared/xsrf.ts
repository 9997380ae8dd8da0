/** The XSRF-TOKEN cookie the server sets, which requests send back as the X-XSRF-TOKEN header. */
export function xsrfToken() {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}
