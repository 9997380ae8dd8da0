import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import User from '#models/user'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    password: 'secret-password-1',
    role: 'user' as const,
    active: true,
    emailVerifiedAt: DateTime.now(),
    locale: 'en' as const,
    timezone: 'UTC',
    availableHours: null,
  }))
  .state('admin', (user) => {
    user.role = 'admin'
  })
  .state('inactive', (user) => {
    user.active = false
  })
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .build()
