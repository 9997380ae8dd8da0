import factory from '@adonisjs/lucid/factories'
import Client from '#models/client'
import { ProjectFactory } from '#database/factories/project_factory'

export const ClientFactory = factory
  .define(Client, ({ faker }) => ({
    // Client names are unique; the suffix keeps many generated clients apart.
    name: `${faker.company.name()} ${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
    email: faker.internet.email().toLowerCase(),
    active: true,
  }))
  .state('inactive', (client) => {
    client.active = false
  })
  .relation('projects', () => ProjectFactory)
  .build()
