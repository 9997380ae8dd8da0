import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import vine, { SimpleMessagesProvider, errors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import User from '#models/user'
import { checkBreachedPassword } from '#lib/breached_passwords'
import { timezone } from '#validators/fields'
import { minPasswordLength } from '#shared/password_rules'

const accountValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(255),
  email: vine.string().trim().toLowerCase().email().maxLength(254),
  timezone: timezone().optional(),
})

const messages = new SimpleMessagesProvider({
  knownTimezone: 'The {{ field }} must be an IANA time zone such as Europe/Amsterdam',
})

const refusals = {
  breached: 'The password has appeared in a data leak; no account was created. Choose another',
  unchecked:
    'The password could not be checked against known data leaks (HIBP_URL cannot be reached); no account was created',
}

/** Creates a verified, active account from the shell, e.g. a real installation's first admin. */
export default class UserCreate extends BaseCommand {
  static commandName = 'user:create'
  static description = 'Create a verified, active account; asks for its password'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Full name (asked when left out)' })
  declare name?: string

  @flags.string({ description: 'E-mail address, stored lower-case (asked when left out)' })
  declare email?: string

  @flags.string({
    description: 'IANA time zone, e.g. Europe/Amsterdam (default: APP_TIMEZONE, else UTC)',
  })
  declare timezone?: string

  @flags.boolean({ description: 'Give the account the admin role' })
  declare admin: boolean

  async run() {
    const account = await this.validAccount()
    if (!account) return this.fail()

    if (await User.findBy('email', account.email)) {
      this.logger.error(`An account with the e-mail address ${account.email} already exists`)
      return this.fail()
    }

    const password = await this.prompt.secure('Password', {
      validate: (value) =>
        value.length >= minPasswordLength ||
        `The password must be at least ${minPasswordLength} characters`,
    })
    const repeated = await this.prompt.secure('Repeat the password')
    if (password !== repeated) {
      this.logger.error('The passwords do not match; no account was created')
      return this.fail()
    }
    const verdict = await checkBreachedPassword(password)
    if (verdict !== 'passes') {
      this.logger.error(refusals[verdict])
      return this.fail()
    }

    const role = this.admin ? 'admin' : 'user'
    await User.create({
      ...account,
      password,
      role,
      active: true,
      emailVerifiedAt: DateTime.now(),
    })
    this.logger.success(`Created the ${role} account ${account.email}`)
  }

  private async validAccount() {
    try {
      return await accountValidator.validate(
        {
          name: this.name ?? (await this.prompt.ask('Name')),
          email: this.email ?? (await this.prompt.ask('E-mail address')),
          timezone: this.timezone,
        },
        { messagesProvider: messages }
      )
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      for (const { message } of error.messages) this.logger.error(message)
      return null
    }
  }

  private fail() {
    this.exitCode = 1
  }
}
