import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import { UserFactory } from '#database/factories/user_factory'
import { ProjectFactory } from '#database/factories/project_factory'
import { TaskFactory } from '#database/factories/task_factory'

/**
 * Yesterday from 09:00 to 10:00 unless told otherwise; keeping several logs of one user
 * from overlapping is up to the caller (merge date, startTime and stopTime).
 */
export const TimeLogFactory = factory
  .define(TimeLog, ({ faker }) => ({
    date: DateTime.now().minus({ days: 1 }).toISODate(),
    startTime: '09:00:00',
    stopTime: '10:00:00',
    comments: faker.helpers.maybe(() => faker.lorem.sentence({ min: 3, max: 10 })) ?? null,
  }))
  .relation('user', () => UserFactory)
  .relation('project', () => ProjectFactory)
  .relation('task', () => TaskFactory)
  .build()
