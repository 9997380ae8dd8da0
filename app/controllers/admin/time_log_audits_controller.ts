import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#admin/list'
import { findRecord } from '#admin/resource'
import { timeLogAudits } from '#admin/time_log_audits'
import TimeLogAuditTransformer from '#transformers/admin/time_log_audit_transformer'
import type TimeLogAudit from '#models/time_log_audit'

const present = (audit: TimeLogAudit) => new TimeLogAuditTransformer(audit).toObject()

/** The changes administrators made to logs in closed periods, read-only: the list and one change. */
export default class TimeLogAuditsController {
  async index({ request }: HttpContext) {
    const { listQuery } = timeLogAudits
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(timeLogAudits, listQuery.filters, options)
    return { data: rows.map(present), total }
  }

  async show({ params }: HttpContext) {
    return { data: present(await findRecord(timeLogAudits, params.id)) }
  }
}
