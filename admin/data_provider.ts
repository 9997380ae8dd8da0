import { HttpError, type DataProvider, type Identifier } from 'react-admin'
import { request } from '~admin/http'
import type { Data } from '~generated/data'

const api = '/api/admin'
/** The most records the API sends per page; longer pages (CSV export) are fetched in parts. */
const maxPerPage = 100

/** A page of records as the API lists them; react-admin types each resource's records itself. */
type Page = { data: any[]; total: number }

type ListQuery = {
  page: number
  perPage: number
  sort?: { field: string; order: string }
  filter?: Record<string, unknown>
}

/**
 * Sends a request to the admin API and answers its JSON. Errors reject as react-admin's
 * HttpError: a 422's field errors as `body.errors` (shown under the fields; a refused delete's
 * as the notification), any other
 * error's message (a 409 for a record still in use, for one) as the notification.
 */
async function call(method: string, path: string, body?: unknown) {
  const response = await request(method, `${api}/${path}`, body)
  if (response.status === 204) return null
  const json = await response.json().catch(() => null)
  if (response.ok) return json
  // The session ended or the password confirmation expired: the page itself asks again.
  if (response.status === 401 || response.status === 403) window.location.reload()
  if (response.status === 422 && json?.errors) {
    const messages = Object.values(json.errors as Record<string, string[]>)
    // A refused delete has no form to show the reason under: it is the notification.
    if (method === 'DELETE') throw new HttpError(messages[0][0], 422, json)
    const errors = Object.fromEntries(
      Object.entries(json.errors as Record<string, string[]>).map(([field, [message]]) => [
        field,
        message,
      ])
    )
    throw new HttpError('ra.message.invalid_form', 422, { errors })
  }
  throw new HttpError(json?.message ?? 'ra.notification.http_error', response.status, json)
}

function listQuery({ page, perPage, sort, filter }: ListQuery) {
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage) })
  if (sort?.field) query.set('sort', sort.field)
  if (sort?.order) query.set('order', sort.order)
  if (filter && Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter))
  return `?${query}`
}

/** One page of a list; a page longer than the API allows (a CSV export) is fetched in parts. */
async function list(resource: string, { page, perPage, ...rest }: ListQuery): Promise<Page> {
  if (perPage <= maxPerPage) return call('GET', resource + listQuery({ page, perPage, ...rest }))
  const first = (page - 1) * perPage
  const skip = first % maxPerPage
  const data: Page['data'] = []
  let total = 0
  for (let part = (first - skip) / maxPerPage + 1; data.length < skip + perPage; part++) {
    const answer: Page = await call(
      'GET',
      resource + listQuery({ page: part, perPage: maxPerPage, ...rest })
    )
    data.push(...answer.data)
    total = answer.total
    if (answer.data.length < maxPerPage) break
  }
  return { data: data.slice(skip, skip + perPage), total }
}

/**
 * A user's personal access tokens, which the API keeps under their user (GET and DELETE
 * users/{id}/tokens): each carries its user's id, so that it can be revoked from the list.
 */
const userTokens = 'user-tokens'

async function tokensOf(userId: Identifier): Promise<Page> {
  const { data } = await call('GET', `users/${userId}/tokens`)
  return { data: data.map((token: object) => ({ ...token, user_id: userId })), total: data.length }
}

/** react-admin's data provider over the admin API (docs/admin-guide.md "The admin API"). */
const resources: DataProvider = {
  getList: (resource, { pagination, sort, filter }) =>
    list(resource, { ...(pagination ?? { page: 1, perPage: 25 }), sort, filter }),

  getOne: async (resource, { id }) => call('GET', `${resource}/${id}`),

  getMany: async (resource, { ids }) =>
    list(resource, { page: 1, perPage: Math.max(ids.length, 1), filter: { id: ids } }),

  getManyReference: (resource, { target, id, pagination, sort, filter }) =>
    resource === userTokens
      ? tokensOf(id)
      : list(resource, { ...pagination, sort, filter: { ...filter, [target]: id } }),

  create: async (resource, { data }) => call('POST', resource, data),

  update: async (resource, { id, data }) => call('PUT', `${resource}/${id}`, data),

  updateMany: async (resource, { ids, data }) => {
    for (const id of ids) await call('PUT', `${resource}/${id}`, data)
    return { data: ids }
  },

  delete: async (resource, { id, previousData }) => {
    const path =
      resource === userTokens ? `users/${previousData?.user_id}/tokens/${id}` : `${resource}/${id}`
    await call('DELETE', path)
    return { data: previousData ?? { id } } as never
  },

  deleteMany: async (resource, { ids }) => {
    for (const id of ids) await call('DELETE', `${resource}/${id}`)
    return { data: ids }
  },
}

/** What deciding weeks answers: the weeks decided, and those not in a status to decide. */
type Decided = { decided: number[]; skipped: number[] }

/** Who may log time on what: per person their projects, or per project its people. */
export type AccessGroup = {
  id: number
  name: string
  entries: { id: number; name: string; tasks: number; of: number; future_tasks: boolean }[]
}

/** The `data` of an answer. */
const dataOf = <T>(answer: { data: T }) => answer.data

/** The resources, and the admin API's calls beside them, as react-admin's demo adds its own. */
export const dataProvider = {
  ...resources,

  decideWeeks: (ids: Identifier[], decision: 'approve' | 'reject', comment: string) =>
    call('POST', 'week-submissions/decisions', { ids, decision, ...(comment && { comment }) }).then(
      dataOf<Decided>
    ),

  resendInvitation: (userId: Identifier) =>
    call('POST', `users/${userId}/invitation`).then(dataOf<{ email: string; expires_at: string }>),

  resetTwoFactor: (userId: Identifier, password: string) =>
    call('DELETE', `users/${userId}/two-factor`, { password }),

  /** Erases a person's personal data, keeping their logs; needs the administrator's password. */
  eraseUser: (userId: Identifier, password: string) =>
    call('POST', `users/${userId}/erasure`, { password }).then(dataOf<Data.Admin.User>),

  /** Deletes a person with their logs; needs the administrator's password. */
  purgeUser: (userId: Identifier, password: string) =>
    call('POST', `users/${userId}/purge`, { password }),

  accessOverview: (group: 'person' | 'project') =>
    call('GET', `access?group=${group}`).then(dataOf<AccessGroup[]>),

  grantAccess: (userIds: Identifier[], projectIds: Identifier[], futureTasks: boolean) =>
    call('POST', 'access/grant', {
      user_ids: userIds,
      project_ids: projectIds,
      future_tasks: futureTasks,
    }).then(dataOf<{ granted: number }>),

  revokeAccess: (userIds: Identifier[], projectIds: Identifier[]) =>
    call('POST', 'access/revoke', { user_ids: userIds, project_ids: projectIds }).then(
      dataOf<{ revoked: number }>
    ),

  getLockDate: () => call('GET', 'lock-date').then(dataOf<Data.Admin.LockDate>),

  setLockDate: (lockDate: string | null) =>
    call('PUT', 'lock-date', { lock_date: lockDate }).then(dataOf<Data.Admin.LockDate>),

  /** The statement of a client's unbilled logs, for the query of the Invoicing page. */
  getStatement: (query: URLSearchParams) =>
    call('GET', `invoicing/statement?${query}`).then(dataOf<Data.Admin.Statement>),

  /** Marks the statement as billed, if it is still the one shown. */
  markBilled: (query: URLSearchParams, shown: { log_count: number; total: number }) =>
    call('POST', 'billing-batches', {
      ...Object.fromEntries(query),
      expected_log_count: shown.log_count,
      expected_total: shown.total,
    }).then(dataOf<Data.Admin.BillingBatch>),

  getInvoiceSettings: () =>
    call('GET', 'invoice-settings').then(dataOf<Data.Admin.InvoiceSettings>),

  setInvoiceSettings: (settings: {
    company_name: string
    company_address: string
    invoice_tax_rate: number | null
  }) => call('PUT', 'invoice-settings', settings).then(dataOf<Data.Admin.InvoiceSettings>),
}

export type AdminDataProvider = typeof dataProvider
