import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Statement, StatementLine } from '#models/billing_batch'

function lineData(line: StatementLine) {
  return {
    task: line.task,
    user: line.user,
    log: line.log && {
      id: line.log.id,
      date: line.log.date,
      start_time: line.log.startTime,
      comments: line.log.comments,
    },
    seconds: line.seconds,
    rate: line.rate,
    amount: line.amount,
    log_count: line.logCount,
  }
}

/** A statement: each project's lines and subtotal, then the totals; money in minor units. */
export default class StatementTransformer extends BaseTransformer<Statement> {
  toObject() {
    const statement = this.resource
    return {
      client: statement.client,
      project: statement.project,
      date_from: statement.dateFrom,
      date_to: statement.dateTo,
      grouping: statement.grouping,
      currency: statement.currency,
      groups: statement.groups.map((group) => ({
        project: group.project,
        lines: group.lines.map(lineData),
        seconds: group.seconds,
        log_count: group.logCount,
        subtotal: group.subtotal,
      })),
      log_count: statement.logCount,
      seconds: statement.seconds,
      subtotal: statement.subtotal,
      tax_rate: statement.taxRate,
      tax: statement.tax,
      total: statement.total,
    }
  }
}
