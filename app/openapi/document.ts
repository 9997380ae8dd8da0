import type { OpenAPIV3_1 } from 'openapi-types'
import * as components from '#openapi/components'
import * as accessTokens from '#openapi/paths/access_tokens'
import * as adminAccess from '#openapi/paths/admin_access'
import * as adminClients from '#openapi/paths/admin_clients'
import * as adminPeriods from '#openapi/paths/admin_periods'
import * as adminInvoicing from '#openapi/paths/admin_invoicing'
import * as adminConnections from '#openapi/paths/admin_connections'
import * as adminProjects from '#openapi/paths/admin_projects'
import * as adminReports from '#openapi/paths/admin_reports'
import * as adminSecurityEvents from '#openapi/paths/admin_security_events'
import * as adminRateChanges from '#openapi/paths/admin_rate_changes'
import * as adminTasks from '#openapi/paths/admin_tasks'
import * as adminTimeLogs from '#openapi/paths/admin_time_logs'
import * as adminUsers from '#openapi/paths/admin_users'
import * as connections from '#openapi/paths/connections'
import * as meta from '#openapi/paths/meta'
import * as reports from '#openapi/paths/reports'
import * as timeLogs from '#openapi/paths/time_logs'
import * as timer from '#openapi/paths/timer'
import * as webhooks from '#openapi/paths/webhooks'
import * as weeks from '#openapi/paths/weeks'

/**
 * Every area of the API, one file each in paths/: each is imported here by name, and
 * tests/functional/openapi_contract.spec.ts fails on a route the document lacks, an operation
 * without a route, or an answer that does not match its schema.
 */
const areas: {
  paths: OpenAPIV3_1.PathsObject
  schemas: Record<string, OpenAPIV3_1.SchemaObject>
}[] = [
  meta,
  timeLogs,
  weeks,
  connections,
  timer,
  reports,
  adminClients,
  adminProjects,
  adminTasks,
  adminConnections,
  adminAccess,
  adminTimeLogs,
  adminUsers,
  adminSecurityEvents,
  adminRateChanges,
  accessTokens,
  adminReports,
  webhooks,
  adminPeriods,
  adminInvoicing,
]

const description = `Hourbook's JSON API: your time logs, the projects and tasks you may log on, the timer and your reports, and for administrators the admin resources, the team's reports, users' tokens and webhooks.

**Authentication.** Send a personal access token, made on the profile page, as \`Authorization: Bearer <token>\`. Each token carries abilities (\`time-logs:read\`, \`time-logs:write\`, \`timer\`, \`reports:read\`, \`admin\`); an operation names the one it needs, and a token without it is refused with 403 \`E_MISSING_ABILITY\`. The portal's own pages use the same operations with their session cookie instead, sending the \`XSRF-TOKEN\` cookie back as the \`X-XSRF-TOKEN\` header on writes (a missing or wrong one answers 419).

**Versions.** Every path is served under \`/api/v1\`; the unversioned \`/api/...\` copies are the portal's and answer the same. A change that breaks clients gets a new version prefix.

**Errors.** Every error answers \`{ "message": string, "code": string }\`, and a 422 adds \`errors\`, each refused field with its messages. Messages follow the request's language (English or Dutch).`

/** Where the server serves the document (app/middleware/openapi_document_middleware.ts). */
export const openApiDocumentPath = '/api/v1/openapi.json'

export const openApiDocument: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: 'Hourbook API', version: '1.0.0', description },
  tags: [
    { name: 'Time logs' },
    { name: 'Weeks' },
    { name: 'Connections' },
    { name: 'Timer' },
    { name: 'Reports' },
    { name: 'Admin: clients' },
    { name: 'Admin: projects' },
    { name: 'Admin: tasks' },
    { name: 'Admin: connections' },
    { name: 'Admin: time-logs' },
    { name: 'Admin: users' },
    { name: 'Admin: reports' },
    { name: 'Admin: webhooks' },
    { name: 'Admin: webhook-deliveries' },
    { name: 'Admin: week-submissions' },
    { name: 'Admin: lock-date' },
    { name: 'Admin: time-log-audits' },
    { name: 'Admin: security-events' },
    { name: 'Admin: rate-changes' },
    { name: 'Reference' },
  ],
  paths: components.withRateLimitHeaders(Object.assign({}, ...areas.map((area) => area.paths))),
  components: {
    schemas: Object.assign({ ...components.schemas }, ...areas.map((area) => area.schemas)),
    responses: components.responses,
    parameters: components.parameters,
    headers: components.headers,
    securitySchemes: components.securitySchemes,
  },
}
