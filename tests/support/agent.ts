import env from '#start/env'

/** A JSON body, or a raw string sent as it is. */
type Body = Record<string, unknown> | string

export type AgentResponse = {
  status: number
  headers: Headers
  text: string
  json: any
  location: string | null
}

/**
 * A client that behaves like a browser talking to the running test server: it keeps the
 * cookies it is given, echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN, and can speak Inertia.
 */
export class Agent {
  cookies = new Map<string, string>()
  private inertia = false
  private version?: string
  private language?: string

  constructor(readonly baseUrl = `http://${env.get('HOST')}:${env.get('PORT')}`) {}

  /** Sends the X-Inertia headers from now on, as the portal's client does. */
  asInertia() {
    this.inertia = true
    return this
  }

  acceptLanguage(language: string) {
    this.language = language
    return this
  }

  get(path: string) {
    return this.request('GET', path)
  }

  /** Where a GET of the path redirects to, or null. */
  async locationOf(path: string) {
    const response = await this.get(path)
    return response.location
  }

  async statusOf(path: string) {
    const response = await this.get(path)
    return response.status
  }

  post(path: string, body: Body = {}) {
    return this.request('POST', path, body)
  }

  put(path: string, body: Body = {}) {
    return this.request('PUT', path, body)
  }

  /** Follows a link from a mail: only its path and query go to the test server. */
  visit(link: string) {
    const url = new URL(link)
    return this.get(url.pathname + url.search)
  }

  /** Signs in through the real login form. */
  async login(email: string, password: string, remember = false) {
    await this.get('/login')
    const response = await this.post('/login', { email, password, remember })
    if (response.status !== 302 || response.location !== '/dashboard') {
      throw new Error(`Login as ${email} failed with ${response.status} ${response.location}`)
    }
    return response
  }

  async request(method: string, path: string, body?: Body, headers: Record<string, string> = {}) {
    // Like a browser, the first visit is a full page load; Inertia visits follow with its version.
    const inertia = this.inertia && (this.version !== undefined || method !== 'GET')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        Accept: inertia ? 'text/html, application/xhtml+xml' : 'text/html',
        ...(inertia
          ? {
              'X-Inertia': 'true',
              'X-Requested-With': 'XMLHttpRequest',
              ...(this.version ? { 'X-Inertia-Version': this.version } : {}),
            }
          : {}),
        ...(this.language ? { 'Accept-Language': this.language } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : body ? JSON.stringify(body) : undefined,
    })
    this.keepCookies(response.headers.getSetCookie())
    const text = await response.text()
    let json: any = null
    try {
      json = JSON.parse(text)
    } catch {}
    const result: AgentResponse = {
      status: response.status,
      headers: response.headers,
      text,
      json,
      location: response.headers.get('location'),
    }
    this.version = Agent.page(result)?.version ?? this.version
    return result
  }

  /** The Inertia page object of a response, whether sent as JSON or embedded in the HTML. */
  static page(response: AgentResponse) {
    if (response.json?.component) return response.json
    const match = response.text.match(
      /<script data-page="app" type="application\/json">(.*?)<\/script>/s
    )
    return match ? JSON.parse(match[1]) : null
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  keepCookies(setCookies: string[]) {
    for (const cookie of setCookies) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, ...rest] = pair.split('=')
      const value = rest.join('=')
      const expired = attributes.some((attribute) =>
        /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim())
      )
      if (expired || value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
  }
}
