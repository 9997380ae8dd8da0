import { request as httpRequest } from 'node:http'
import fc from 'fast-check'
import router from '@adonisjs/core/services/router'
import type { Agent } from '#tests/support/agent'

/** The records the fuzzed requests may name, so that some of them reach past the 404s. */
export type FuzzRecords = {
  userId: number
  adminId: number
  clientId: number
  projectId: number
  taskId: number
  connectionId: number
  timeLogId: number
  password: string
}

type FuzzRoute = { method: string; pattern: string }

export type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export type FuzzAnswer = { status: number; text: string } | { error: string }

/** The fields each route reads, by "METHOD pattern". */
export type RouteFields = Map<string, string[]>

const oneMegabyte = 'x'.repeat(1024 * 1024)

/** Any UTF-16 code unit, lone surrogate halves and NUL included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/** The inputs seen answering 500: NUL bytes, lone surrogates and ids that are no ids. */
const knownOffenders = fc.constantFrom<unknown>(
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  'a\ud800@example.test',
  1.5,
  1e308,
  '1.5',
  '1e308',
  '99999999999999999999999',
  'Infinity',
  -1,
  0
)

const wrongType = fc.oneof(
  fc.constantFrom<unknown>(true, false, null, [], {}),
  fc.array(knownOffenders, { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'id', 'q', '0'), knownOffenders, { minKeys: 1, maxKeys: 2 })
)

const impossibleDateOrTime = fc.constantFrom(
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  '9999-99-99',
  '+275760-09-14',
  '2024-1-1',
  '24:00',
  '23:60',
  '25:61:99',
  '-01:00',
  '2024-06-01T25:00:00Z'
)

const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '%00',
    '\u202e\u200b',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '../../etc/passwd',
    '-0',
    '0x10',
    'NaN',
    '-Infinity',
    '1e309',
    '2147483648',
    '9007199254740993'
  ),
  fc.string({ unit: codeUnit, maxLength: 40 })
)

/** A value of the wrong shape or content for any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: knownOffenders },
  { weight: 8, arbitrary: wrongType },
  { weight: 6, arbitrary: impossibleDateOrTime },
  { weight: 8, arbitrary: oddText },
  { weight: 1, arbitrary: fc.constant(oneMegabyte) }
)

/** A plausible value for each field the app reads, so that one bad field meets good ones. */
function goodFields(records: FuzzRecords): Record<string, unknown> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  return {
    project_id: records.projectId,
    task_id: records.taskId,
    client_id: records.clientId,
    user_id: records.userId,
    user_ids: [records.userId, records.adminId],
    date: yesterday,
    start_time: '09:00',
    stop_time: '10:00',
    comments: 'Fuzzed comments',
    name: 'Fuzzed name',
    email: 'fuzzed@example.test',
    password: 'fuzzed-password-1',
    password_confirmation: 'fuzzed-password-1',
    current_password: records.password,
    // Not the account's address: deleting one's account is refused before the password.
    email_confirmation: 'fuzzed@example.test',
    locale: 'nl',
    role: 'user',
    active: true,
    billable: true,
    planned_hours: 10,
    available_hours: 40,
    start_date: '2024-01-01',
    end_date: '2024-12-31',
    remember: true,
    replace: true,
    timezone: 'Europe/Amsterdam',
    token: 'fuzzed-token',
    code: '123456',
    recovery_code: 'abcde-23456',
    // The browser's answer to a passkey ceremony, as JSON text: well formed, but for no challenge.
    response: JSON.stringify({
      id: 'ZnV6emVk',
      rawId: 'ZnV6emVk',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    }),
    uid: 'fuzzed-stream',
    channel: `users/${records.userId}/timer`,
  }
}

/** A plausible value for each query string field the app reads. */
const goodQuery: Record<string, unknown> = {
  page: 1,
  perPage: 25,
  limit: 25,
  sort: 'id',
  order: 'asc',
  search: 'fuzzed',
  filter: {},
  uid: 'fuzzed-stream',
  channel: 'fuzzed-channel',
  signature: 'fuzzed-signature',
  expires: 1,
  email: 'fuzzed@example.test',
  token: 'fuzzed-token',
  security_events_page: 2,
}

const queryFields = Object.keys(goodQuery)

const filterKeys = [
  'q',
  'id',
  'name',
  'email',
  'active',
  'role',
  'user_ids',
  'project_id',
  'date',
  'kind',
  'created_at_gte',
  'created_at_lte',
]

/** Percent-encodes like a client that does not care: lone surrogates become their raw bytes. */
function percentEncode(text: string) {
  let encoded = ''
  for (const character of text) {
    const unit = character.charCodeAt(0)
    encoded +=
      character.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character)
  }
  return encoded
}

/** key=value pairs the way qs reads them: arrays as key[]=, objects as key[field]=. */
function queryPairs(key: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(`${key}[]`, item))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, item]) => queryPairs(`${key}[${field}]`, item))
  }
  return [`${percentEncode(key)}=${percentEncode(String(value))}`]
}

/** The list filter travels as JSON in the query string. */
const filterJson = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...filterKeys), badValue, { minKeys: 1, maxKeys: 3 })
    .map((filter) => JSON.stringify(filter)),
  fc.constantFrom('{"q":', '[1,2]', '"text"', '{"__proto__":{"q":"x"}}', '{"constructor":{}}')
)

/** Which fields get a bad value: picks into the route's own fields. */
const badFields = (minLength: number) =>
  fc.array(
    fc.record({
      pick: fc.nat(),
      value: fc.oneof({ weight: 5, arbitrary: badValue }, { weight: 1, arbitrary: filterJson }),
    }),
    { minLength, maxLength: 3 }
  )

const rawBody = fc.constantFrom(
  '{not json',
  '{"name":',
  '[1,2',
  'null',
  '"text"',
  '42',
  '[{"name":"x"}]',
  '{"__proto__":{"role":"admin"},"name":"x"}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"name":"\\u0000"}',
  '{"email":"a\\ud800@example.test"}'
)

const body = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
      keepAllGood: fc.boolean(),
      keep: fc.func(fc.boolean()),
      bad: badFields(1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constantFrom('application/json', 'text/plain'), raw: rawBody }),
  },
  { weight: 1, arbitrary: fc.constant(null) }
)

/** A route parameter as it goes into the path, or null for the record the route names. */
function parameter() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<string | null>(null) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e308',
        '99999999999999999999999',
        'Infinity',
        '0x10',
        'abc',
        '%00',
        'a%00b',
        '%ED%A0%80',
        '%FF',
        '%',
        '..',
        '%2e%2e',
        '%2F'
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: codeUnit, minLength: 1, maxLength: 12 }).map(percentEncode),
    }
  )
}

const headerVariant = fc.record({
  accept: fc.constantFrom('html', 'json', 'jsonapi', 'any', 'inertia', 'inertia-stale'),
  xsrf: fc.constantFrom(...Array(8).fill('sent'), 'missing', 'forged'),
  extra: fc.constantFrom(...Array(15).fill('none'), 'language', 'language', 'huge'),
})

const acceptHeaders: Record<string, Record<string, string>> = {
  'html': { Accept: 'text/html' },
  'json': { Accept: 'application/json' },
  'jsonapi': { Accept: 'application/vnd.api+json' },
  'any': { Accept: '*/*' },
  'inertia': { 'Accept': 'text/html', 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' },
  'inertia-stale': { 'X-Inertia': 'true', 'X-Inertia-Version': 'stale' },
}

/** Every route the router knows, with each of its methods: a new route is fuzzed without a word. */
function routeList(): FuzzRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) => route.methods.map((method) => ({ method, pattern: route.pattern })))
}

const routeKey = (route: FuzzRoute) => `${route.method} ${route.pattern}`

const readsBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method)

/** The record a route parameter most likely names, judged by the resource in the pattern. */
function recordIdFor(pattern: string, records: FuzzRecords) {
  const resources: [string, number][] = [
    ['time-log', records.timeLogId],
    ['time_log', records.timeLogId],
    ['clients', records.clientId],
    ['projects', records.projectId],
    ['tasks', records.taskId],
    ['connections', records.connectionId],
  ]
  return String(resources.find(([name]) => pattern.includes(name))?.[1] ?? records.userId)
}

/** The path of a route pattern, parameters left null standing for the record the route names. */
function fillPattern(pattern: string, parameters: (string | null)[], records: FuzzRecords) {
  const fill = (value: string | null) => value ?? recordIdFor(pattern, records)
  let next = 0
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return parameters.slice(0, 2).map(fill).join('/')
      return segment.startsWith(':') ? fill(parameters[next++ % parameters.length]) : segment
    })
    .join('/')
}

/**
 * Finds the fields each route reads: it sends every known field with a value of the wrong type,
 * and the validation errors name those the route checks. Routes that answer otherwise (no
 * validation, or not for this agent) keep all known fields. `onRefused` runs after an answer
 * other than a validation error to a write, which may have signed the agent out.
 */
export async function discoverFields(
  agent: Agent,
  records: FuzzRecords,
  onRefused: () => Promise<void>
): Promise<RouteFields> {
  const fields: RouteFields = new Map()
  const wrong = { wrong: 'type' }
  const headers = { 'Accept': 'application/json', 'Content-Type': 'application/json' }
  const everyField = Object.keys(goodFields(records))
  for (const route of routeList()) {
    if (route.method === 'HEAD' || route.method === 'DELETE') continue
    const path = fillPattern(route.pattern, [null, null, null], records)
    const probe: FuzzRequest = readsBody(route.method)
      ? {
          method: route.method,
          path,
          headers,
          body: JSON.stringify(Object.fromEntries(everyField.map((field) => [field, wrong]))),
        }
      : {
          method: route.method,
          path: `${path}?${queryFields.flatMap((field) => queryPairs(field, wrong)).join('&')}`,
          headers,
        }
    const answer = await send(agent, probe)
    const named = 'status' in answer && answer.status === 422 ? fieldsNamedIn(answer.text) : []
    if (named.length) fields.set(routeKey(route), named)
    else if (readsBody(route.method)) await onRefused()
  }
  return fields
}

/** Top-level field names of a 422 answer: { errors: { field: [...] } } or { errors: [{ field }] }. */
function fieldsNamedIn(text: string) {
  try {
    const { errors } = JSON.parse(text)
    const paths: string[] = Array.isArray(errors)
      ? errors.map((error: { field: string }) => error.field)
      : Object.keys(errors ?? {})
    return [...new Set(paths.map((path) => path.split('.')[0]))]
  } catch {
    return []
  }
}

const textOffenders = ['a\u0000b', 'a\ud800@example.test']
const idOffenders = [1.5, 1e308, '99999999999999999999999', 'Infinity']

/** The known offenders that fit where the good value goes: text, a number, a list or a filter. */
function offendersFor(good: unknown): unknown[] {
  if (typeof good === 'number') return idOffenders
  if (Array.isArray(good)) return idOffenders.map((offender) => [offender])
  if (good && typeof good === 'object') {
    return [
      ...textOffenders.map((offender) => JSON.stringify({ q: offender })),
      ...idOffenders.map((offender) => JSON.stringify({ id: [offender] })),
    ]
  }
  return textOffenders
}

/**
 * Each known offender in each field each route reads, among good values of the other fields: a
 * NUL byte, a lone surrogate, or an id that is no id, where they once answered 500.
 */
export function sweepRequests(records: FuzzRecords, routeFields: RouteFields) {
  const good = goodFields(records)
  const headers = { 'Accept': 'application/json', 'Content-Type': 'application/json' }
  return routeList().flatMap((route) => {
    const fields = routeFields.get(routeKey(route)) ?? []
    const path = fillPattern(route.pattern, [null, null, null], records)
    return fields.flatMap((field) => {
      if (!readsBody(route.method)) {
        return offendersFor(goodQuery[field]).map((offender) => ({
          method: route.method,
          path: `${path}?${queryPairs(field, offender).join('&')}`,
          headers,
        }))
      }
      const others = Object.fromEntries(
        fields.filter((name) => name in good).map((name) => [name, good[name]])
      )
      return offendersFor(good[field]).map((offender) => ({
        method: route.method,
        path,
        headers,
        body: JSON.stringify({ ...others, [field]: offender }),
      }))
    })
  })
}

/**
 * Malformed requests to every route in turn, with every method it takes, as many as asked for;
 * the same seed gives the same requests. A request sends the fields its route reads, good ones
 * around one to three bad ones, or a body that is not what the route expects at all.
 */
export function fuzzRequests(
  records: FuzzRecords,
  routeFields: RouteFields,
  count: number,
  seed: number
) {
  const routes = routeList()
  const good = goodFields(records)
  const shape = fc.record({
    parameters: fc.array(parameter(), { minLength: 3, maxLength: 3 }),
    query: badFields(0),
    body,
    headers: headerVariant,
  })
  return fc.sample(shape, { seed, numRuns: count }).map((generated, index) => {
    const route = routes[index % routes.length]
    const fields = routeFields.get(routeKey(route))
    const path = fillPattern(route.pattern, generated.parameters, records)
    const queryNames = readsBody(route.method) ? queryFields : (fields ?? queryFields)
    const query = generated.query.flatMap(({ pick, value }) =>
      queryPairs(queryNames[pick % queryNames.length], value)
    )
    const request: FuzzRequest = {
      method: route.method,
      path: query.length ? `${path}?${query.join('&')}` : path,
      headers: { ...acceptHeaders[generated.headers.accept] },
    }
    const { xsrf, extra } = generated.headers
    if (xsrf !== 'sent') request.headers['X-XSRF-TOKEN'] = xsrf === 'forged' ? 'x' : ''
    if (extra === 'language') request.headers['Accept-Language'] = 'nl;q=abc, *;q=-1, x'
    if (extra === 'huge') request.headers['X-Huge'] = oneMegabyte
    const payload = generated.body
    if (payload && readsBody(route.method)) {
      request.headers['Content-Type'] = payload.type
      if ('raw' in payload) {
        request.body = payload.raw
      } else {
        const names = fields ?? Object.keys(good)
        const sent = Object.fromEntries(
          names
            .filter((name) => name in good && (payload.keepAllGood || payload.keep(name)))
            .map((name) => [name, good[name]])
        )
        for (const { pick, value } of payload.bad) sent[names[pick % names.length]] = value
        request.body = encodeBody(sent, payload.type)
      }
    }
    return request
  })
}

function encodeBody(fields: Record<string, unknown>, type: string) {
  if (type === 'application/json') return JSON.stringify(fields)
  return Object.entries(fields)
    .flatMap(([key, value]) => queryPairs(key, value))
    .join('&')
}

/**
 * Sends the request with the agent's cookies and XSRF token (unless the request names its own)
 * and keeps the cookies it gets back. Each request has a connection of its own and is written
 * whole before the answer is read, so a server that resets instead of answering is caught. An
 * event stream is cut off once its headers arrived.
 */
export function send(agent: Agent, fuzzed: FuzzRequest): Promise<FuzzAnswer> {
  const xsrf = agent.cookies.get('XSRF-TOKEN')
  const { hostname, port } = new URL(agent.baseUrl)
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: fuzzed.method,
        path: fuzzed.path,
        agent: false,
        timeout: 10_000,
        headers: {
          ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
          ...(agent.cookies.size ? { Cookie: agent.cookieHeader() } : {}),
          ...fuzzed.headers,
        },
      },
      (response) => {
        agent.keepCookies(response.headers['set-cookie'] ?? [])
        const status = response.statusCode!
        if (response.headers['content-type']?.includes('text/event-stream')) {
          response.destroy()
          resolve({ status, text: '' })
          return
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString() }))
        response.on('error', (error) => resolve({ error: String(error) }))
      }
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 10 seconds')))
    outgoing.on('error', (error) => resolve({ error: String(error) }))
    outgoing.end(fuzzed.body)
  })
}

/** What no answer may show outside development: SQL, database errors and stack traces. */
const leaks: [string, RegExp][] = [
  ['SQL', /\b(from|into|update|join)\s+\\?["`]\w+\\?["`]/i],
  [
    'a database error',
    /SQLITE_[A-Z]+|invalid input syntax|invalid byte sequence|out of range for type|violates \w+ (key )?constraint|syntax error at or near|unterminated quoted/i,
  ],
  ['a stack frame', /\bat\s+(\S+\s+\()?(file:\/\/)?\/[^\s()]+:\d+:\d+/],
  ['a stack trace', /"stack"\s*:|"frames"\s*:/],
]

/** What of SQL, database errors or stack traces the text shows, or null. */
export function leakIn(text: string) {
  return leaks.find(([, pattern]) => pattern.test(text))?.[0] ?? null
}

/** Why the answer is wrong, or null when it is a fine refusal (or success). */
export function problemWith(answer: FuzzAnswer) {
  if ('error' in answer) return `no answer: ${answer.error}`
  if (answer.status >= 500) return `status ${answer.status}`
  const leak = leakIn(answer.text)
  return leak ? `the body shows ${leak}` : null
}

/** A request as a failure report shows it: the huge parts cut short. */
export function describeRequest(request: FuzzRequest) {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length})` : text
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${cut(value)}`)
  return [`${request.method} ${cut(request.path)}`, ...headers, cut(request.body ?? '')].join(
    '\n  '
  )
}
