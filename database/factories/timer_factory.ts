import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import Timer from '#models/timer'
import { UserFactory } from '#database/factories/user_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'

/** A timer started 25 minutes ago. */
export const TimerFactory = factory
  .define(Timer, ({ faker }) => ({
    comments: faker.helpers.maybe(() => faker.lorem.sentence({ min: 3, max: 8 })) ?? null,
    startedAt: DateTime.now().minus({ minutes: 25 }),
  }))
  .relation('user', () => UserFactory)
  .relation('project', () => ProjectFactory)
  .relation('task', () => TaskFactory)
  .build()
