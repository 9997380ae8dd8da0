import factory from '@adonisjs/lucid/factories'
import Project from '#models/project'
import { ClientFactory } from '#database/factories/client_factory'
import { ConnectionFactory } from '#database/factories/connection_factory'
import { TimeLogFactory } from '#database/factories/time_log_factory'

export const ProjectFactory = factory
  .define(Project, ({ faker }) => ({
    name: `${faker.commerce.productName()} ${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
    billable: true,
    plannedHours: null,
    plannedHoursLimit: 'stop' as const,
    startDate: null,
    endDate: null,
    active: true,
  }))
  .state('inactive', (project) => {
    project.active = false
  })
  .state('unbillable', (project) => {
    project.billable = false
  })
  .relation('customer', () => ClientFactory)
  .relation('connections', () => ConnectionFactory)
  .relation('timeLogs', () => TimeLogFactory)
  .build()
