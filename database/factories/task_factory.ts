import factory from '@adonisjs/lucid/factories'
import Task from '#models/task'
import { ConnectionFactory } from '#database/factories/connection_factory'

export const TaskFactory = factory
  .define(Task, ({ faker }) => ({
    // Task names are unique; the suffix keeps many generated tasks apart.
    name: `${faker.hacker.ingverb()} ${faker.hacker.noun()} ${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
    active: true,
  }))
  .state('inactive', (task) => {
    task.active = false
  })
  .relation('connections', () => ConnectionFactory)
  .build()
