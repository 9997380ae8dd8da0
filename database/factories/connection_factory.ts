import factory from '@adonisjs/lucid/factories'
import Connection from '#models/connection'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'
import { UserFactory } from '#database/factories/user_factory'

/** Use with('project') and with('task') unless projectId and taskId are merged in. */
export const ConnectionFactory = factory
  .define(Connection, () => ({
    active: true,
  }))
  .state('inactive', (connection) => {
    connection.active = false
  })
  .relation('project', () => ProjectFactory)
  .relation('task', () => TaskFactory)
  .relation('users', () => UserFactory)
  .build()
