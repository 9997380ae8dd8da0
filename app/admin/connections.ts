import db from '@adonisjs/lucid/services/db'
import Connection from '#models/connection'
import { connectionListQuery, connectionValidator } from '#validators/admin/connections'
import ConnectionTransformer from '#transformers/admin/connection_transformer'
import { likeSql } from '#lib/like_search'
import { definedOnly, defineResource, validateWith } from '#admin/resource'
import { grantFutureTasks } from '#services/access_grants'
import { hasRates, repriceProjects } from '#services/rates'
import { annotateRates, saveRates, withRates } from '#admin/rates'

export const connections = defineResource(Connection, validateWith(connectionValidator), {
  listQuery: connectionListQuery,
  search: (query, pattern) =>
    query.where((search) => {
      search
        .orWhereHas('project', (project) => project.whereRaw(likeSql('name'), [pattern]))
        .orWhereHas('task', (task) => task.whereRaw(likeSql('name'), [pattern]))
    }),
  customFilters: {
    user_ids: (query, ids: number[]) =>
      query.whereHas('users', (users) => users.whereIn('users.id', ids)),
  },
  // Named in the panel as "Project – Task", by the names the record carries.
  preload: (query) => query.preload('users').preload('project').preload('task'),
  transformer: ConnectionTransformer,
  // Its rates price the logs of its project and task: moved to another pair, or deleted, the
  // logs of both pairs are priced again (billed ones keep their price).
  async save(ctx, fields, record) {
    const before = record && { projectId: record.projectId, taskId: record.taskId }
    return db.transaction(async (trx) => {
      const connection = record ?? new Connection()
      connection.useTransaction(trx)
      connection.merge(
        definedOnly({
          projectId: fields.project_id,
          taskId: fields.task_id,
          active: fields.active,
        })
      )
      await connection.save()
      const moved =
        before && (before.projectId !== connection.projectId || before.taskId !== connection.taskId)
      if (moved && (await hasRates(trx, 'connection', connection.id))) {
        await repriceProjects(trx, [before.projectId, connection.projectId])
      }
      if (fields.user_ids) await connection.related('users').sync([...new Set(fields.user_ids)])
      // A task added to a project is at once bookable by whoever has its future tasks.
      if (!record) await grantFutureTasks(connection, trx)
      await saveRates(ctx, trx, 'connection', connection.id, fields)
      return connection
    })
  },
  annotate: (ctx, records) => annotateRates(ctx, 'connection', records),
  // Time logs do not refer to connections, so a connection can always go, with its rates.
  remove: (_, connection) => withRates('connection', connection, [connection.projectId]).delete(),
})
