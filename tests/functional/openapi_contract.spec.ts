import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { OpenAPIV3_1 } from 'openapi-types'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import TimeLog from '#models/time_log'
import Timer from '#models/timer'
import User from '#models/user'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import WeekSubmission from '#models/week_submission'
import TimeLogAudit from '#models/time_log_audit'
import SecurityEvent from '#models/security_event'
import BillingBatch from '#models/billing_batch'
import RateChange from '#models/rate_change'
import { setLockDate } from '#services/periods'
import { newWebhookSecret } from '#services/webhooks/signature'
import { queueWebhook } from '#services/webhooks/queue'
import { timerData } from '#services/webhooks/payloads'
import { ClientFactory } from '#database/factories/client_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'
import { openApiDocument, openApiDocumentPath } from '#openapi/document'
import { Agent, type AgentResponse } from '#tests/support/agent'
import { createUser, password } from '#tests/support/accounts'
import { apiClient, type ApiCall } from '#tests/support/api_client'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'

/** The document as clients get it: plain JSON. */
const document = JSON.parse(JSON.stringify(openApiDocument)) as OpenAPIV3_1.Document

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const

type Documented = {
  id: string
  method: string
  path: string
  operation: OpenAPIV3_1.OperationObject
  pointer: string
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')

const operations: Documented[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  methods
    .filter((method) => item?.[method])
    .map((method) => ({
      id: item![method]!.operationId!,
      method: method.toUpperCase(),
      path,
      operation: item![method]!,
      pointer: `/paths/${escapePointer(path)}/${method}`,
    }))
)

/** Routes under /api that are no operation of the API: the reference's own page. */
const notOperations = new Set(['GET /api/docs'])

/** Operations no route serves: a server middleware answers them before the router. */
const servedByMiddleware = new Set([`GET ${openApiDocumentPath}`])

/** A route as the document names it: the unversioned copies are the /api/v1 operations. */
function documentedAs(method: string, pattern: string) {
  const versioned = pattern.startsWith('/api/v1/') ? pattern : pattern.replace(/^\/api/, '/api/v1')
  return `${method} ${versioned.replace(/:(\w+)/g, '{$1}')}`
}

function apiRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern === '/api' || route.pattern.startsWith('/api/'))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .filter((method) => !notOperations.has(`${method} ${route.pattern}`))
        .map((method) => documentedAs(method, route.pattern))
    )
}

const documentId = 'https://hourbook.test/openapi.json'
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
ajv.addSchema({ ...document, $id: documentId })

/** Validates a value against the schema at a JSON pointer of the document. */
function validateAt(pointer: string, value: unknown) {
  const validate = ajv.getSchema(`${documentId}#${pointer}`)
  if (!validate) throw new Error(`No schema at ${pointer}`)
  return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
}

/** The response an operation documents for a status, with the pointer of where it lives. */
function documentedResponse(documented: Documented, status: number) {
  const response = documented.operation.responses?.[status]
  if (!response) return null
  if ('$ref' in response) {
    const name = response.$ref.split('/').pop()!
    return {
      response: document.components!.responses![name] as OpenAPIV3_1.ResponseObject,
      pointer: `/components/responses/${name}`,
    }
  }
  return { response, pointer: `${documented.pointer}/responses/${status}` }
}

/**
 * Checks an answer against the operation's documented response for its status: a documented
 * status, its documented headers, a documented media type, and a JSON body that matches the schema.
 */
function checkAnswer(documented: Documented, answer: AgentResponse) {
  const found = documentedResponse(documented, answer.status)
  if (!found) return `${documented.id} answered ${answer.status}, which it does not document`
  const { response, pointer } = found
  const missing = Object.keys(response.headers ?? {}).filter((name) => !answer.headers.has(name))
  if (missing.length > 0) {
    return `${documented.id} ${answer.status} lacks the documented headers ${missing.join(', ')}`
  }
  const mediaType = answer.headers.get('content-type')?.split(';')[0] ?? null
  if (!response.content) {
    return answer.text === '' ? null : `${documented.id} ${answer.status} has an undocumented body`
  }
  if (!mediaType || !(mediaType in response.content)) {
    return `${documented.id} ${answer.status} answered ${mediaType}, not a documented media type`
  }
  if (mediaType !== 'application/json') return null
  const error = validateAt(`${pointer}/content/${escapePointer(mediaType)}/schema`, answer.json)
  return error && `${documented.id} ${answer.status}: ${error}\n${answer.text.slice(0, 500)}`
}

/** Fails with checkAnswer's own words, so a mismatch says which field differs. */
function assertAnswers(
  documented: Documented,
  answer: AgentResponse,
  assert: { isNull(value: unknown, message?: string): void }
) {
  const problem = checkAnswer(documented, answer)
  assert.isNull(problem, problem ?? undefined)
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>

/** A user with a log on a connection, an administrator, and records nothing uses (to delete). */
async function fixtures() {
  const user = await createUser({ timezone: 'UTC' })
  const admin = await createUser({ role: 'admin', timezone: 'UTC' })
  const { client, project, task, connection } = await bookable([user])
  const log = await TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(1),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: 'Planning',
  })
  const unused = {
    client: await ClientFactory.create(),
    project: await ProjectFactory.merge({ clientId: client.id }).create(),
    task: await TaskFactory.create(),
    user: await createUser(),
  }
  const token = await User.accessTokens.create(user, ['timer'], { name: 'Command line timer' })
  // A delivery queued as a started timer queues it; then the endpoint is switched off, so that
  // the other operations' changes queue nothing more.
  const webhook = await WebhookEndpoint.create({
    url: 'https://hooks.example.test/hourbook',
    description: 'Billing',
    events: ['timer.started'],
    secret: newWebhookSecret(),
    active: true,
  })
  const started = new Timer().merge({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    comments: 'Planning',
    startedAt: DateTime.now(),
  })
  await db.transaction((trx) => queueWebhook(trx, 'timer.started', () => timerData(started)))
  await webhook.merge({ active: false }).save()
  const delivery = await WebhookDelivery.query().where('endpoint_id', webhook.id).firstOrFail()
  // Far enough back that the closed week and the lock date leave the other examples' days open.
  const week = await WeekSubmission.create({
    userId: user.id,
    startsOn: daysAgo(100),
    endsOn: daysAgo(94),
    status: 'submitted',
    submittedAt: DateTime.now(),
  })
  const audit = await TimeLogAudit.create({
    timeLogId: log.id,
    userId: user.id,
    actorId: admin.id,
    action: 'deleted',
    reason: 'submitted',
    before: {
      date: daysAgo(98),
      start_time: '09:00:00',
      stop_time: '10:00:00',
      comments: null,
      project: { id: project.id, name: project.name },
      task: { id: task.id, name: task.name },
    },
    after: null,
  })
  const securityEvent = await SecurityEvent.create({
    kind: 'role_changed',
    userId: user.id,
    actorId: admin.id,
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 Firefox/133.0',
  })
  const rateChange = await RateChange.create({
    subject: 'project',
    subjectId: project.id,
    kind: 'billable',
    rate: 9500,
    validFrom: daysAgo(90),
    createdBy: admin.id,
  })
  // Refused once a lock date after it is set (deleteAdminRateChange).
  const lockedRateChange = await RateChange.create({
    subject: 'client',
    subjectId: client.id,
    kind: 'billable',
    rate: 9000,
    validFrom: daysAgo(400),
    createdBy: admin.id,
  })
  // A priced log in the statements' range, and a batch that billed an older one.
  await TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(3),
    startTime: '13:00:00',
    stopTime: '14:00:00',
    comments: 'Build',
    billableRate: 8000,
    billableAmount: 8000,
  })
  const batch = await BillingBatch.create({
    number: '2026-0001',
    issuedOn: daysAgo(0),
    clientId: client.id,
    projectId: null,
    dateFrom: daysAgo(160),
    dateTo: daysAgo(150),
    grouping: 'task',
    logCount: 1,
    seconds: 3600,
    subtotal: 8000,
    taxRate: null,
    tax: 0,
    total: 8000,
    currency: 'EUR',
    createdBy: admin.id,
  })
  await TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date: daysAgo(155),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: 'Billed',
    billableRate: 8000,
    billableAmount: 8000,
    billingBatchId: batch.id,
  })
  const logInput = {
    project_id: project.id,
    task_id: task.id,
    date: daysAgo(2),
    start_time: '11:00',
    stop_time: '12:30',
    comments: 'Review',
  }
  return {
    user,
    admin,
    client,
    project,
    task,
    connection,
    log,
    unused,
    logInput,
    token,
    webhook,
    delivery,
    week,
    audit,
    securityEvent,
    batch,
    rateChange,
    lockedRateChange,
  }
}

type Request = {
  query?: string
  body?: Record<string, unknown>
  /** Path parameters other than the example's, for a request refused for its path. */
  pathParams?: Record<string, number | string>
}

/**
 * How each documented operation is exercised: as whom, the record its {id} names, its query
 * and body, what to set up first, and a request it must refuse with 422 when it documents one.
 * An operation missing here, or an entry for no operation, fails the test.
 */
type Example = Request & {
  as: 'user' | 'admin' | 'guest'
  id?: (f: Fixtures) => number | string
  /** The path's other parameters, by name. */
  params?: (f: Fixtures) => Record<string, number | string>
  /** More queries to send, each checked too (the export's formats). */
  queries?: (f: Fixtures) => string[]
  with?: (f: Fixtures) => Request
  setup?: (f: Fixtures, call: ApiCall) => Promise<unknown>
  invalid?: (f: Fixtures) => Request
}

const range = `date_from=${daysAgo(30)}&date_to=${daysAgo(0)}`
const startTimer = (f: Fixtures, call: ApiCall) =>
  call('POST', '/api/timer', { project_id: f.project.id, task_id: f.task.id })
const adminList = {
  as: 'admin',
  query: 'page=1&perPage=10',
  invalid: () => ({ query: 'perPage=101' }),
} as const
const unknownField = () => ({ body: { active: 'sometimes' } })

const examples: Record<string, Example> = {
  getOpenApiDocument: { as: 'guest' },
  listTimeLogs: {
    as: 'user',
    query: `limit=25&page=1&sort=date&order=desc&search=plan&${range}`,
    invalid: () => ({ query: 'sort=colour' }),
  },
  createTimeLog: {
    as: 'user',
    with: (f) => ({ body: f.logInput }),
    invalid: (f) => ({ body: { ...f.logInput, stop_time: '10:00' } }),
  },
  suggestTimeLogTimes: {
    as: 'user',
    query: `date=${daysAgo(1)}`,
    invalid: () => ({ query: 'date=2026-02-30' }),
  },
  listPastComments: {
    as: 'user',
    with: (f) => ({ query: `project_id=${f.project.id}&task_id=${f.task.id}` }),
    invalid: () => ({ query: 'project_id=one&task_id=1' }),
  },
  getTimeLog: { as: 'user', id: (f) => f.log.id },
  replaceTimeLog: {
    as: 'user',
    id: (f) => f.log.id,
    with: (f) => ({ body: f.logInput }),
    invalid: (f) => ({ body: { ...f.logInput, date: 'yesterday' } }),
  },
  updateTimeLog: {
    as: 'user',
    id: (f) => f.log.id,
    with: (f) => ({ body: { ...f.logInput, comments: null } }),
    invalid: (f) => ({ body: { ...f.logInput, comments: 'x'.repeat(201) } }),
  },
  deleteTimeLog: { as: 'user', id: (f) => f.log.id },
  getWeek: {
    as: 'user',
    params: () => ({ date: daysAgo(0) }),
    invalid: () => ({ pathParams: { date: '2026-02-30' } }),
  },
  submitWeek: {
    as: 'user',
    params: () => ({ date: daysAgo(0) }),
    invalid: () => ({ pathParams: { date: 'today' } }),
  },
  withdrawWeek: {
    as: 'user',
    params: () => ({ date: daysAgo(0) }),
    setup: (_, call) => call('POST', `/api/weeks/${daysAgo(0)}/submission`),
    invalid: () => ({ pathParams: { date: daysAgo(0).replaceAll('-', '') } }),
  },
  listConnections: { as: 'user', query: 'limit=-1' },
  getTimer: { as: 'user', setup: startTimer },
  startTimer: {
    as: 'user',
    with: (f) => ({ body: { project_id: f.project.id, task_id: f.task.id, comments: 'Timer' } }),
    invalid: () => ({ body: { project_id: 'one' } }),
  },
  updateTimer: {
    as: 'user',
    setup: startTimer,
    with: (f) => ({ body: { project_id: f.project.id, task_id: f.task.id, comments: 'Changed' } }),
    invalid: (f) => ({ body: { project_id: f.project.id, task_id: f.task.id, date: daysAgo(0) } }),
  },
  discardTimer: { as: 'user', setup: startTimer },
  stopTimer: {
    as: 'user',
    setup: startTimer,
    with: () => ({ body: { date: daysAgo(3), start_time: '08:00', stop_time: '08:30' } }),
    invalid: () => ({ body: { date: daysAgo(0) } }),
  },

  getReportSummary: {
    as: 'user',
    query: `${range}&group=project&subgroup=task&interval=week&week_start=monday&billable=true`,
    invalid: () => ({ query: 'date_from=2026-13-01' }),
  },
  exportReport: {
    as: 'user',
    queries: () => ['csv', 'xlsx', 'pdf'].map((format) => `format=${format}&${range}`),
    invalid: () => ({ query: `format=doc&${range}` }),
  },
  getTeamReportSummary: {
    as: 'admin',
    with: (f) => ({ query: `${range}&group=user&subgroup=project&user_id=${f.user.id}` }),
    invalid: () => ({ query: `${range}&group=colour` }),
  },
  exportTeamReport: {
    as: 'admin',
    queries: () => ['csv', 'xlsx', 'pdf'].map((format) => `format=${format}&${range}`),
    invalid: () => ({ query: range }),
  },
  listAdminClients: adminList,
  createAdminClient: {
    as: 'admin',
    body: { name: 'Globex', email: 'office@globex.test' },
    invalid: () => ({ body: { name: '' } }),
  },
  getAdminClient: { as: 'admin', id: (f) => f.client.id },
  replaceAdminClient: {
    as: 'admin',
    id: (f) => f.client.id,
    body: { name: 'Initech' },
    invalid: unknownField,
  },
  updateAdminClient: {
    as: 'admin',
    id: (f) => f.client.id,
    body: { email: '' },
    invalid: unknownField,
  },
  deleteAdminClient: { as: 'admin', id: (f) => f.unused.client.id },
  listAdminProjects: adminList,
  createAdminProject: {
    as: 'admin',
    with: (f) => ({
      body: {
        client_id: f.client.id,
        name: 'Intranet',
        planned_hours: 12.5,
        start_date: '2026-01-01',
      },
    }),
    invalid: (f) => ({ body: { client_id: f.client.id, name: 'Intranet', planned_hours: -1 } }),
  },
  getAdminProject: { as: 'admin', id: (f) => f.project.id },
  replaceAdminProject: {
    as: 'admin',
    id: (f) => f.project.id,
    body: { billable: false },
    invalid: unknownField,
  },
  updateAdminProject: {
    as: 'admin',
    id: (f) => f.project.id,
    body: { end_date: null },
    invalid: unknownField,
  },
  deleteAdminProject: { as: 'admin', id: (f) => f.unused.project.id },
  listAdminTasks: adminList,
  createAdminTask: { as: 'admin', body: { name: 'Design' }, invalid: () => ({ body: {} }) },
  getAdminTask: { as: 'admin', id: (f) => f.task.id },
  replaceAdminTask: {
    as: 'admin',
    id: (f) => f.task.id,
    body: { name: 'Build' },
    invalid: unknownField,
  },
  updateAdminTask: {
    as: 'admin',
    id: (f) => f.task.id,
    body: { active: false },
    invalid: unknownField,
  },
  deleteAdminTask: { as: 'admin', id: (f) => f.unused.task.id },
  listAdminConnections: {
    ...adminList,
    query: 'sort=project_id&order=DESC&filter={"active":true}',
  },
  createAdminConnection: {
    as: 'admin',
    with: (f) => ({
      body: { project_id: f.unused.project.id, task_id: f.task.id, user_ids: [f.user.id] },
    }),
    invalid: (f) => ({ body: { project_id: f.project.id, task_id: f.task.id } }),
  },
  getAdminConnection: { as: 'admin', id: (f) => f.connection.id },
  replaceAdminConnection: {
    as: 'admin',
    id: (f) => f.connection.id,
    with: (f) => ({ body: { user_ids: [f.user.id, f.admin.id] } }),
    invalid: unknownField,
  },
  updateAdminConnection: {
    as: 'admin',
    id: (f) => f.connection.id,
    body: { active: false },
    invalid: unknownField,
  },
  deleteAdminConnection: { as: 'admin', id: (f) => f.connection.id },
  listAdminTimeLogs: {
    ...adminList,
    with: (f) => ({
      query: new URLSearchParams({
        filter: JSON.stringify({ user_id: f.user.id, q: 'plan' }),
      }).toString(),
    }),
  },
  createAdminTimeLog: {
    as: 'admin',
    with: (f) => ({ body: { ...f.logInput, user_id: f.user.id } }),
    invalid: (f) => ({ body: { ...f.logInput, user_id: f.user.id, start_time: '25:00' } }),
  },
  getAdminTimeLog: { as: 'admin', id: (f) => f.log.id },
  replaceAdminTimeLog: {
    as: 'admin',
    id: (f) => f.log.id,
    body: { comments: 'Corrected' },
    invalid: () => ({ body: { date: 'soon' } }),
  },
  updateAdminTimeLog: {
    as: 'admin',
    id: (f) => f.log.id,
    body: { stop_time: '10:15' },
    invalid: () => ({ body: { stop_time: '08:00' } }),
  },
  deleteAdminTimeLog: { as: 'admin', id: (f) => f.log.id },
  listAdminUsers: { ...adminList, query: 'filter={"role":"admin"}' },
  createAdminUser: {
    as: 'admin',
    body: {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      available_hours: 32,
      password: 'a-long-unbreached-password',
      password_confirmation: 'a-long-unbreached-password',
    },
    invalid: () => ({ body: { name: 'Grace Hopper', email: 'not-an-address' } }),
  },
  resendAdminUserInvitation: {
    as: 'admin',
    id: (f) => f.unused.user.id,
    setup: async (f) => {
      await db.from('users').where('id', f.unused.user.id).update({ invited_at: new Date() })
    },
  },
  resetAdminUserTwoFactor: {
    as: 'admin',
    id: (f) => f.unused.user.id,
    body: { password },
    setup: async (f) => {
      await db
        .from('users')
        .where('id', f.unused.user.id)
        .update({ two_factor_secret: 'sealed', two_factor_confirmed_at: new Date() })
    },
    invalid: () => ({ body: {} }),
  },
  eraseAdminUser: {
    as: 'admin',
    id: (f) => f.user.id,
    body: { password },
    invalid: () => ({ body: { password: 42 } }),
  },
  purgeAdminUser: {
    as: 'admin',
    id: (f) => f.unused.user.id,
    body: { password },
    invalid: () => ({ body: {} }),
  },
  listAdminAccess: {
    as: 'admin',
    query: 'group=project',
    invalid: () => ({ query: 'group=task' }),
  },
  grantAdminAccess: {
    as: 'admin',
    with: (f) => ({
      body: { user_ids: [f.unused.user.id], project_ids: [f.project.id], future_tasks: true },
    }),
    invalid: (f) => ({ body: { user_ids: [], project_ids: [f.project.id] } }),
  },
  revokeAdminAccess: {
    as: 'admin',
    with: (f) => ({ body: { user_ids: [f.user.id], project_ids: [f.project.id] } }),
    invalid: (f) => ({ body: { user_ids: [f.user.id], project_ids: 'all' } }),
  },
  getAdminUser: { as: 'admin', id: (f) => f.user.id },
  replaceAdminUser: {
    as: 'admin',
    id: (f) => f.user.id,
    body: { available_hours: 40 },
    invalid: unknownField,
  },
  updateAdminUser: {
    as: 'admin',
    id: (f) => f.user.id,
    body: { name: 'Ada' },
    invalid: unknownField,
  },
  deleteAdminUser: { as: 'admin', id: (f) => f.unused.user.id },
  adminListUserTokens: { as: 'admin', id: (f) => f.user.id },
  adminRevokeUserToken: {
    as: 'admin',
    id: (f) => f.user.id,
    params: (f) => ({ token_id: Number(f.token.identifier) }),
  },
  listAdminWebhookEndpoints: adminList,
  createAdminWebhookEndpoint: {
    as: 'admin',
    body: { url: 'http://127.0.0.1:9/hooks', events: ['timer.started', 'timer.stopped'] },
    invalid: () => ({ body: { url: 'http://127.0.0.1:9/hooks', events: [] } }),
  },
  getAdminWebhookEndpoint: { as: 'admin', id: (f) => f.webhook.id },
  replaceAdminWebhookEndpoint: {
    as: 'admin',
    id: (f) => f.webhook.id,
    // A rotation: its answer, with the new secret, is the other of the documented two.
    body: {
      url: 'http://127.0.0.1:9/billing',
      events: ['time_log.updated'],
      active: false,
      rotate_secret: true,
    },
    invalid: () => ({ body: { url: 'http://127.0.0.1:9/billing', events: ['time_log.moved'] } }),
  },
  updateAdminWebhookEndpoint: {
    as: 'admin',
    id: (f) => f.webhook.id,
    body: { description: 'Invoicing' },
    invalid: () => ({ body: { events: [] } }),
  },
  deleteAdminWebhookEndpoint: { as: 'admin', id: (f) => f.webhook.id },
  listAdminWebhookDeliveries: {
    ...adminList,
    with: (f) => ({ query: `filter=${JSON.stringify({ endpoint_id: f.webhook.id })}` }),
  },
  getAdminWebhookDelivery: { as: 'admin', id: (f) => f.delivery.id },
  listAdminWeekSubmissions: {
    ...adminList,
    with: (f) => ({
      query: new URLSearchParams({
        sort: 'user',
        filter: JSON.stringify({ status: 'submitted', week: f.week.endsOn, user_id: f.user.id }),
      }).toString(),
    }),
  },
  getAdminWeekSubmission: { as: 'admin', id: (f) => f.week.id },
  decideAdminWeekSubmissions: {
    as: 'admin',
    with: (f) => ({
      body: { ids: [f.week.id], decision: 'reject', comment: 'Friday is missing.' },
    }),
    invalid: (f) => ({ body: { ids: [f.week.id], decision: 'reject' } }),
  },
  getAdminLockDate: { as: 'admin' },
  setAdminLockDate: {
    as: 'admin',
    body: { lock_date: daysAgo(200) },
    invalid: () => ({ body: { lock_date: '2999-01-01' } }),
  },
  listAdminTimeLogAudits: {
    ...adminList,
    with: (f) => ({ query: `filter=${JSON.stringify({ time_log_id: f.log.id })}` }),
  },
  getAdminTimeLogAudit: { as: 'admin', id: (f) => f.audit.id },
  listAdminSecurityEvents: {
    ...adminList,
    with: (f) => ({
      query: `filter=${encodeURIComponent(JSON.stringify({ user_id: f.user.id, kind: 'role_changed' }))}`,
    }),
  },
  getAdminSecurityEvent: { as: 'admin', id: (f) => f.securityEvent.id },
  listAdminRateChanges: {
    ...adminList,
    with: (f) => ({
      query: `filter=${encodeURIComponent(JSON.stringify({ subject: 'project', subject_id: f.project.id }))}`,
    }),
  },
  createAdminRateChange: {
    as: 'admin',
    with: (f) => ({
      body: {
        subject: 'user',
        subject_id: f.user.id,
        kind: 'cost',
        rate: 4500,
        valid_from: daysAgo(3),
      },
    }),
    invalid: (f) => ({
      body: {
        subject: 'client',
        subject_id: f.client.id,
        kind: 'cost',
        rate: 4500,
        valid_from: daysAgo(3),
      },
    }),
  },
  getAdminRateChange: { as: 'admin', id: (f) => f.rateChange.id },
  deleteAdminRateChange: {
    as: 'admin',
    id: (f) => f.rateChange.id,
    setup: (f) => setLockDate(daysAgo(300), f.admin),
    invalid: (f) => ({ pathParams: { id: f.lockedRateChange.id } }),
  },
  getAdminStatement: {
    as: 'admin',
    with: (f) => ({ query: `client_id=${f.client.id}&${range}&tax_rate=2100` }),
    invalid: (f) => ({ query: `client_id=${f.client.id}&date_from=2026-13-01&date_to=2026-12-01` }),
  },
  exportAdminStatement: {
    as: 'admin',
    queries: (f) =>
      ['csv', 'xlsx', 'pdf'].map((format) => `format=${format}&client_id=${f.client.id}&${range}`),
    invalid: (f) => ({ query: `format=doc&client_id=${f.client.id}&${range}` }),
  },
  getAdminInvoiceSettings: { as: 'admin' },
  setAdminInvoiceSettings: {
    as: 'admin',
    body: { company_name: 'Hourbook B.V.', company_address: 'Amsterdam', invoice_tax_rate: 2100 },
    invalid: () => ({
      body: { company_name: 'x'.repeat(201), company_address: null, invoice_tax_rate: null },
    }),
  },
  listAdminBillingBatches: {
    ...adminList,
    with: (f) => ({ query: `filter=${JSON.stringify({ client_id: f.client.id })}` }),
  },
  createAdminBillingBatch: {
    as: 'admin',
    with: (f) => ({
      body: {
        client_id: f.client.id,
        date_from: daysAgo(30),
        date_to: daysAgo(0),
        expected_log_count: 1,
        expected_total: 8000,
      },
    }),
    invalid: (f) => ({
      body: {
        client_id: f.client.id,
        date_from: daysAgo(0),
        date_to: daysAgo(30),
        expected_log_count: 1,
        expected_total: 8000,
      },
    }),
  },
  getAdminBillingBatch: { as: 'admin', id: (f) => f.batch.id },
  undoAdminBillingBatch: { as: 'admin', id: (f) => f.batch.id },
  exportAdminBillingBatch: {
    as: 'admin',
    id: (f) => f.batch.id,
    queries: () => ['csv', 'xlsx', 'pdf'].map((format) => `format=${format}`),
    invalid: () => ({ query: 'format=doc' }),
  },
}

/**
 * The path a documented operation is served at: its /api/v1 path, or the unversioned copy while
 * the router has no /api/v1 routes.
 */
function servedPath(documented: Documented) {
  if (servedByMiddleware.has(`${documented.method} ${documented.path}`)) return documented.path
  const versioned = Object.values(router.toJSON())
    .flat()
    .some((route) => route.pattern.startsWith('/api/v1/'))
  return versioned ? documented.path : documented.path.replace(/^\/api\/v1\//, '/api/')
}

function pathOf(documented: Documented, f: Fixtures, example: Example, query?: string) {
  const params = example.params?.(f) ?? {}
  let path = servedPath(documented).replace('{id}', String(params.id ?? example.id?.(f) ?? ''))
  for (const [name, value] of Object.entries(params)) {
    path = path.replace(`{${name}}`, String(value))
  }
  return query ? `${path}?${query}` : path
}

async function clientFor(example: Example, f: Fixtures) {
  if (example.as === 'guest') return apiClient()
  return apiClient(example.as === 'admin' ? f.admin : f.user)
}

/** The operation's success status: the one 2xx it documents. */
function successStatus(documented: Documented) {
  const statuses = Object.keys(documented.operation.responses ?? {}).filter((status) =>
    status.startsWith('2')
  )
  if (statuses.length !== 1) throw new Error(`${documented.id} documents ${statuses} as success`)
  return Number(statuses[0])
}

test.group('OpenAPI document', () => {
  test('is a valid OpenAPI 3.1 document', async ({ assert }) => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>)
    assert.isTrue(result.valid, JSON.stringify(result.errors, null, 2))
  })

  test('every route under /api is documented, and every operation has a route', ({ assert }) => {
    const documented = operations
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !servedByMiddleware.has(operation))
    assert.deepEqual([...new Set(apiRoutes())].sort(), documented.sort())
  })

  test('every operation has an id, a summary, tags and the bearer scheme unless public', ({
    assert,
  }) => {
    const ids = operations.map(({ id }) => id)
    assert.lengthOf(new Set(ids), ids.length, 'operation ids are unique')
    for (const { id, path, operation } of operations) {
      assert.isString(id, path)
      assert.isString(operation.summary, id)
      assert.isNotEmpty(operation.tags, id)
      if (path === openApiDocumentPath) continue
      assert.deepEqual(operation.security, [{ bearerAuth: [] }], id)
      assert.property(operation, 'x-required-ability', id)
      for (const status of ['401', '403', '429', '500']) {
        assert.property(operation.responses, status, `${id} ${status}`)
      }
    }
  })

  test('every example matches its schema', ({ assert }) => {
    const failures: string[] = []
    const check = (pointer: string, value: unknown) => {
      const error = validateAt(pointer, value)
      if (error) failures.push(`${pointer}: ${error}`)
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        check(`/components/schemas/${escapePointer(name)}`, example)
      }
    }
    const mediaTypes = (pointer: string, content?: Record<string, OpenAPIV3_1.MediaTypeObject>) => {
      for (const [type, media] of Object.entries(content ?? {})) {
        if (media.example !== undefined) {
          check(`${pointer}/content/${escapePointer(type)}/schema`, media.example)
        }
      }
    }
    for (const [name, response] of Object.entries(document.components?.responses ?? {})) {
      mediaTypes(`/components/responses/${name}`, (response as OpenAPIV3_1.ResponseObject).content)
    }
    for (const documented of operations) {
      const body = documented.operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined
      mediaTypes(`${documented.pointer}/requestBody`, body?.content)
      for (const [status, response] of Object.entries(documented.operation.responses ?? {})) {
        if ('$ref' in response) continue
        mediaTypes(`${documented.pointer}/responses/${status}`, response.content)
      }
    }
    assert.deepEqual(failures, [])
  })

  test('no example shows a webhook secret, and only a write answers one', ({ assert }) => {
    assert.notMatch(JSON.stringify(document), /whsec_[\w-]{8,}/)
    for (const { id, method, path, operation } of operations) {
      if (method === 'GET' && path.includes('/webhooks')) {
        assert.notMatch(JSON.stringify(operation.responses), /secret/i, id)
      }
    }
    const endpoint = document.components!.schemas!.AdminWebhookEndpoint
    assert.notProperty(endpoint.properties, 'secret')
    assert.notInclude(JSON.stringify(endpoint.examples), 'secret')
    const issued = document.components!.schemas!.AdminWebhookEndpointWithSecret
    assert.include(issued.required, 'secret')
    const created = JSON.stringify(
      document.paths!['/api/v1/admin/webhooks']!.post!.responses['201']
    )
    assert.include(created, 'AdminWebhookEndpointWithSecret')
  })

  test('every operation has an example request, and every example an operation', ({ assert }) => {
    assert.deepEqual(Object.keys(examples).sort(), operations.map(({ id }) => id).sort())
  })

  test('serves the document without a session, revalidated by its ETag', async ({ assert }) => {
    const agent = new Agent()
    const answer = await agent.get(openApiDocumentPath)
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.json, document)
    assert.include(answer.headers.get('cache-control')!, 'public')
    assert.deepEqual(answer.headers.getSetCookie(), [])
    const etag = answer.headers.get('etag')!
    const again = await agent.request('GET', openApiDocumentPath, undefined, {
      'If-None-Match': etag,
    })
    assert.equal(again.status, 304)
  })

  test('the reference page loads its own assets only', async ({ assert }) => {
    const page = await new Agent().get('/api/docs')
    assert.equal(page.status, 200)
    assert.include(page.text, `data-document="${openApiDocumentPath}"`)
    const csp = page.headers.get('content-security-policy')!
    assert.match(csp, /script-src 'self' 'nonce-[^']+'/)
    assert.notInclude(csp, 'unsafe-eval')
    for (const [, source] of page.text.matchAll(/(?:src|href)="([^"]+)"/g)) {
      assert.match(source, /^\/(?!\/)/, source)
    }
  })
})

test.group('OpenAPI contract: every operation', (group) => {
  group.each.setup(() => resetAppState())
  // The webhook examples point at a loopback receiver that is never called.
  group.setup(() => {
    env.set('WEBHOOKS_ALLOW_PRIVATE', true)
    return () => env.set('WEBHOOKS_ALLOW_PRIVATE', false)
  })

  for (const documented of operations) {
    test(`${documented.method} ${documented.path} (${documented.id}) answers as documented`, async ({
      assert,
    }) => {
      const example = examples[documented.id]
      assert.exists(example, `${documented.id} has no example request`)
      const f = await fixtures()
      const call = await clientFor(example, f)
      await example.setup?.(f, call)
      const request = { query: example.query, body: example.body, ...example.with?.(f) }
      const queries = example.queries?.(f) ?? [request.query]
      for (const query of queries) {
        const answer = await call(
          documented.method,
          pathOf(documented, f, example, query),
          request.body
        )
        assert.equal(
          answer.status,
          successStatus(documented),
          `${documented.id}: ${answer.text.slice(0, 500)}`
        )
        assertAnswers(documented, answer, assert)
      }
    })

    if (documented.path === openApiDocumentPath) continue

    test(`${documented.id} refuses as documented: 401, 404, 422`, async ({ assert }) => {
      const example = examples[documented.id]
      const f = await fixtures()
      const guest = await apiClient()
      const request = { query: example.query, body: example.body, ...example.with?.(f) }
      const path = pathOf(documented, f, example, request.query)

      const unauthorized = await guest(documented.method, path, request.body)
      assert.equal(unauthorized.status, 401)
      assertAnswers(documented, unauthorized, assert)

      const call = await clientFor(example, f)
      if (documented.operation.responses?.[404]) {
        const missing = await call(
          documented.method,
          pathOf(documented, f, { ...example, id: () => 2_147_483_647 }, request.query),
          request.body
        )
        assert.equal(missing.status, 404)
        assertAnswers(documented, missing, assert)
      }
      if (documented.operation.responses?.[422]) {
        assert.exists(example.invalid, `${documented.id} documents 422: give it an invalid request`)
        await example.setup?.(f, call)
        const invalid = example.invalid!(f)
        const params = () => ({ ...example.params?.(f), ...invalid.pathParams })
        const refused = await call(
          documented.method,
          pathOf(documented, f, { ...example, params }, invalid.query),
          invalid.body ?? request.body
        )
        assert.equal(refused.status, 422, refused.text)
        assertAnswers(documented, refused, assert)
      }
    })
  }
})

test.group('OpenAPI contract: errors', (group) => {
  group.each.setup(() => resetAppState())

  const find = (id: string) => operations.find((operation) => operation.id === id)!

  test('an unknown /api path answers 404 in the error shape', async ({ assert }) => {
    const user = await createUser()
    const call = await apiClient(user)
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await call(method, '/api/v1/nothing-here')
      assert.equal(answer.status, 404, method)
      assert.isNull(validateAt('/components/schemas/Error', answer.json))
      assert.equal(answer.json.code, 'E_NOT_FOUND')
    }
    const dutch = await apiClient(await createUser({ locale: 'nl' }))
    const answer = await dutch('GET', '/api/nothing-here')
    assert.equal(answer.json.message, 'Het gevraagde item bestaat niet.')
  })

  test('a 403, 409, 400 and 419 answer in the documented shapes', async ({ assert }) => {
    const f = await fixtures()
    const user = await clientFor({ as: 'user' }, f)
    const forbidden = await user('GET', '/api/admin/clients')
    assert.equal(forbidden.status, 403)
    assert.equal(forbidden.json.code, 'E_MISSING_ABILITY')
    assert.isNull(checkAnswer(find('listAdminClients'), forbidden))

    const admin = await clientFor({ as: 'admin' }, f)
    const conflict = await admin('DELETE', `/api/admin/clients/${f.client.id}`)
    assert.equal(conflict.status, 409)
    assert.isNull(checkAnswer(find('deleteAdminClient'), conflict))

    const badJson = await user('POST', '/api/time-logs', '{"date": ')
    assert.equal(badJson.status, 400)
    assert.isNull(checkAnswer(find('createTimeLog'), badJson))

    // Only a cookie session needs the XSRF token: the portal's, signed in through the login form.
    const portal = new Agent()
    await portal.login(f.user.email, password)
    const expired = await portal.request('POST', '/api/time-logs', f.logInput, {
      'Accept': 'application/json',
      'X-XSRF-TOKEN': 'forged',
    })
    assert.equal(expired.status, 419)
    assert.deepEqual(expired.json.code, 'E_BAD_CSRF_TOKEN')
    assert.isNull(checkAnswer(find('createTimeLog'), expired))
  })

  test('a token past its rate limit answers 429 with the documented headers', async ({
    assert,
  }) => {
    const configured = app.config.get<number>('api_tokens.requestsPerMinute')
    app.config.set('api_tokens.requestsPerMinute', 2)
    try {
      const call = await clientFor({ as: 'user' }, await fixtures())
      assertAnswers(find('getTimer'), await call('GET', '/api/v1/timer'), assert)
      assertAnswers(find('getTimer'), await call('GET', '/api/v1/timer'), assert)
      const refused = await call('GET', '/api/v1/timer')
      assert.equal(refused.status, 429)
      assert.equal(refused.json.code, 'E_TOO_MANY_REQUESTS')
      assert.equal(refused.headers.get('ratelimit-remaining'), '0')
      assertAnswers(find('getTimer'), refused, assert)
    } finally {
      app.config.set('api_tokens.requestsPerMinute', configured)
    }
  })

  test('a 422 names each refused field, in the request’s language', async ({ assert }) => {
    const f = await fixtures()
    const call = await clientFor({ as: 'user' }, f)
    const answer = await call('POST', '/api/time-logs', { ...f.logInput, project_id: 'x' })
    assert.equal(answer.status, 422)
    assert.equal(answer.json.code, 'E_VALIDATION_ERROR')
    assert.equal(answer.json.message, 'The given data is invalid.')
    assert.property(answer.json.errors, 'project_id')
  })
})
