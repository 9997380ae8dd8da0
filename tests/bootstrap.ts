import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import type { Config } from '@japa/runner/types'
import app from '@adonisjs/core/services/app'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { freshDatabase } from '#tests/support/database'
import { mailbox } from '#tests/support/mailbox'
import { startBreachedPasswordsApi } from '#tests/support/breached_passwords'
import { startAppServer } from '#tests/support/app_server'
import { createNodeServer } from '#start/node_server'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => freshDatabase(),
    () => mailbox.start(env.get('SMTP_PORT', 2526)),
    () => startBreachedPasswordsApi(Number(new URL(env.get('HIBP_URL')!).port)),
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'functional') {
    return suite.setup(() => testUtils.httpServer().start(createNodeServer))
  }
  if (suite.name === 'browser') {
    return suite.setup(() => startAppServer())
  }
}
