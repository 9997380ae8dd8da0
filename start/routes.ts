import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router.get('/', [controllers.Home, 'show']).as('home')
router.put('/locale', [controllers.Locale, 'update']).as('locale.update')

router
  .group(() => {
    router.get('/login', [controllers.auth.Session, 'create']).as('login')
    router.post('/login', [controllers.auth.Session, 'store']).as('login.store')
    router
      .post('/login/passkey/options', [controllers.auth.PasskeySession, 'options'])
      .as('login.passkey.options')
    router
      .post('/login/passkey', [controllers.auth.PasskeySession, 'store'])
      .as('login.passkey.store')
    router
      .get('/register', [controllers.auth.Registration, 'create'])
      .as('register')
      .use(middleware.registrationOpen())
    router
      .post('/register', [controllers.auth.Registration, 'store'])
      .as('register.store')
      .use(middleware.registrationOpen())
    router
      .get('/forgot-password', [controllers.auth.PasswordReset, 'request'])
      .as('password.request')
    router.post('/forgot-password', [controllers.auth.PasswordReset, 'email']).as('password.email')
    router
      .get('/reset-password/:token', [controllers.auth.PasswordReset, 'edit'])
      .as('password.reset')
    router.post('/reset-password', [controllers.auth.PasswordReset, 'store']).as('password.store')
    // After the right password of an account with two-factor sign-in: nobody is signed in yet.
    router
      .get('/two-factor-challenge', [controllers.auth.TwoFactorChallenge, 'show'])
      .as('two-factor.challenge')
    router
      .post('/two-factor-challenge', [controllers.auth.TwoFactorChallenge, 'store'])
      .as('two-factor.challenge.store')
    router
      .post('/two-factor-challenge/passkey/options', [
        controllers.auth.PasskeySession,
        'challengeOptions',
      ])
      .as('two-factor.challenge.passkey.options')
    router
      .post('/two-factor-challenge/passkey', [controllers.auth.PasskeySession, 'challenge'])
      .as('two-factor.challenge.passkey')
    router.get('/invitation/:token', [controllers.auth.Invitation, 'show']).as('invitation.show')
    router.post('/invitation', [controllers.auth.Invitation, 'store']).as('invitation.store')
  })
  .use(middleware.guest())

// Reachable before the e-mail address is verified.
router
  .group(() => {
    router.post('/logout', [controllers.auth.Session, 'destroy']).as('logout')
    router
      .get('/verify-email', [controllers.auth.EmailVerification, 'notice'])
      .as('verification.notice')
    router
      .get('/verify-email/:id/:hash', [controllers.auth.EmailVerification, 'verify'])
      .as('verification.verify')
    router
      .post('/email/verification-notification', [controllers.auth.EmailVerification, 'send'])
      .as('verification.send')
  })
  .use(middleware.auth())

router
  .group(() => {
    router.get('/dashboard', [controllers.Dashboard, 'show']).as('dashboard')
    router.get('/week', [controllers.Weeks, 'show']).as('week.show')
    router.post('/week/submission', [controllers.Weeks, 'submit']).as('week.submit')
    router.delete('/week/submission', [controllers.Weeks, 'withdraw']).as('week.withdraw')
    router.get('/reports', [controllers.Reports, 'index']).as('reports.index')
    router.get('/profile', [controllers.Profile, 'edit']).as('profile.edit')
    router.put('/profile', [controllers.Profile, 'update']).as('profile.update')
    router.delete('/profile', [controllers.AccountData, 'destroy']).as('profile.destroy')
    router.get('/profile/export', [controllers.AccountData, 'export']).as('profile.export')
    // A token is a lasting credential: making one needs the password, not only the session.
    router
      .post('/profile/tokens', [controllers.AccessTokens, 'store'])
      .as('profile.tokens.store')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    router
      .delete('/profile/tokens/:id', [controllers.AccessTokens, 'destroy'])
      .as('profile.tokens.destroy')
      .where('id', router.matchers.number())
    // Turning two-factor sign-in on or off, or new recovery codes, needs the password too.
    router
      .post('/profile/two-factor', [controllers.TwoFactor, 'store'])
      .as('profile.two-factor.store')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    router
      .post('/profile/two-factor/confirm', [controllers.TwoFactor, 'confirm'])
      .as('profile.two-factor.confirm')
    router
      .delete('/profile/two-factor', [controllers.TwoFactor, 'destroy'])
      .as('profile.two-factor.destroy')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    router
      .post('/profile/two-factor/recovery-codes', [controllers.TwoFactor, 'recoveryCodes'])
      .as('profile.two-factor.recovery-codes')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    // A passkey is a lasting credential too: adding one needs the password.
    router
      .post('/profile/passkeys/options', [controllers.Passkeys, 'options'])
      .as('profile.passkeys.options')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    router
      .post('/profile/passkeys', [controllers.Passkeys, 'store'])
      .as('profile.passkeys.store')
      .use(middleware.confirmedPassword({ returnTo: 'profile.edit' }))
    router
      .delete('/profile/passkeys/:id', [controllers.Passkeys, 'destroy'])
      .as('profile.passkeys.destroy')
      .where('id', router.matchers.number())
    // Signing a device out ends a session, never starts one: no password needed.
    router
      .delete('/profile/devices/:id', [controllers.Devices, 'destroy'])
      .as('profile.devices.destroy')
      .where('id', router.matchers.number())
    router
      .delete('/profile/devices', [controllers.Devices, 'destroyOthers'])
      .as('profile.devices.destroy_others')
    router.put('/password', [controllers.auth.Password, 'update']).as('password.update')
    router
      .get('/confirm-password', [controllers.auth.PasswordConfirmation, 'show'])
      .as('password.confirm')
    router
      .post('/confirm-password', [controllers.auth.PasswordConfirmation, 'store'])
      .as('password.confirm.store')
  })
  .use([middleware.auth(), middleware.verified(), middleware.twoFactorSetUp()])

router
  .group(() => {
    router.get('/', [controllers.TimeLogs, 'index']).as('index')
    router.get('/create', [controllers.TimeLogs, 'create']).as('create')
    router.post('/', [controllers.TimeLogs, 'store']).as('store')
    router
      .group(() => {
        router.get('/:time_log/edit', [controllers.TimeLogs, 'edit']).as('edit')
        router.route('/:time_log', ['PUT', 'PATCH'], [controllers.TimeLogs, 'update']).as('update')
        router.delete('/:time_log', [controllers.TimeLogs, 'destroy']).as('destroy')
      })
      .where('time_log', router.matchers.number())
  })
  .prefix('/time-logs')
  .as('time-logs')
  .use([middleware.auth(), middleware.verified(), middleware.twoFactorSetUp()])

router
  .group(() => {
    router.post('/', [controllers.Timer, 'store']).as('store')
    router.patch('/', [controllers.Timer, 'update']).as('update')
    router.post('/stop', [controllers.Timer, 'stop']).as('stop')
    router.delete('/', [controllers.Timer, 'destroy']).as('destroy')
  })
  .prefix('/timer')
  .as('timer')
  .use([middleware.auth(), middleware.verified(), middleware.twoFactorSetUp()])

/**
 * The JSON API: the portal's, with its session cookie, and programs', with an access token whose
 * abilities each route names (`tokenAbility`; cookie requests pass it). Defined once, served
 * under /api (the portal's, names api.*) and /api/v1 (the versioned one, names api.v1.*).
 */
function apiRoutes() {
  const { api } = controllers
  const timeLogsRead = middleware.tokenAbility(['time-logs:read'])
  const timeLogsWrite = middleware.tokenAbility(['time-logs:write'])
  const timer = middleware.tokenAbility(['timer'])
  const reportsRead = middleware.tokenAbility(['reports:read'])
  router
    .get('/connections', [api.Connections, 'index'])
    .as('connections.index')
    .use(middleware.tokenAbility(['time-logs:read', 'time-logs:write', 'timer']))
  router.get('/timer', [api.Timer, 'show']).as('timer.show').use(timer)
  router.post('/timer', [api.Timer, 'store']).as('timer.store').use(timer)
  router.patch('/timer', [api.Timer, 'update']).as('timer.update').use(timer)
  router.post('/timer/stop', [api.Timer, 'stop']).as('timer.stop').use(timer)
  router.delete('/timer', [api.Timer, 'destroy']).as('timer.destroy').use(timer)
  router.get('/time-logs', [api.TimeLogs, 'index']).as('time-logs.index').use(timeLogsRead)
  router
    .get('/time-logs/suggested-times', [api.TimeLogSuggestions, 'times'])
    .as('time-logs.suggested-times')
    .use(timeLogsRead)
  router
    .get('/time-logs/past-comments', [api.TimeLogSuggestions, 'comments'])
    .as('time-logs.past-comments')
    .use(timeLogsRead)
  router.get('/reports/summary', [api.Reports, 'summary']).as('reports.summary').use(reportsRead)
  router.get('/weeks/:date', [api.Weeks, 'show']).as('weeks.show').use(timeLogsRead)
  router
    .post('/weeks/:date/submission', [api.Weeks, 'submit'])
    .as('weeks.submit')
    .use(timeLogsWrite)
  router
    .delete('/weeks/:date/submission', [api.Weeks, 'withdraw'])
    .as('weeks.withdraw')
    .use(timeLogsWrite)
  router.get('/reports/export', [api.ReportExports, 'show']).as('reports.export').use(reportsRead)
  router.post('/time-logs', [api.TimeLogs, 'store']).as('time-logs.store').use(timeLogsWrite)
  router
    .group(() => {
      router.get('/time-logs/:id', [api.TimeLogs, 'show']).as('time-logs.show').use(timeLogsRead)
      router
        .route('/time-logs/:id', ['PUT', 'PATCH'], [api.TimeLogs, 'update'])
        .as('time-logs.update')
        .use(timeLogsWrite)
      router
        .delete('/time-logs/:id', [api.TimeLogs, 'destroy'])
        .as('time-logs.destroy')
        .use(timeLogsWrite)
    })
    .where('id', router.matchers.number())
}

// The API's interactive reference, over /api/v1/openapi.json (app/middleware/openapi_document_middleware.ts).
router.get('/api/docs', [controllers.ApiReference, 'show']).as('api.docs')

/**
 * The admin API (docs/api.md): {prefix}.admin.{resource}.index/store/show/update/destroy,
 * and each user's access tokens.
 */
function adminApiRoutes() {
  const { admin } = controllers
  router.get('/reports/summary', [admin.Reports, 'summary']).as('reports.summary')
  router.get('/reports/export', [admin.ReportExports, 'show']).as('reports.export')
  const adminControllers = {
    'clients': admin.Clients,
    'connections': admin.Connections,
    'projects': admin.Projects,
    'tasks': admin.Tasks,
    'time-logs': admin.TimeLogs,
    'users': admin.Users,
    'webhooks': admin.Webhooks,
  }
  for (const [resource, controller] of Object.entries(adminControllers)) {
    router
      .resource(resource, controller)
      .apiOnly()
      .params({ [resource]: 'id' })
      .as(resource)
      .where('id', router.matchers.number())
  }
  router
    .resource('webhook-deliveries', admin.WebhookDeliveries)
    .only(['index', 'show'])
    .where('id', router.matchers.uuid())
  router
    .resource('time-log-audits', admin.TimeLogAudits)
    .only(['index', 'show'])
    .where('id', router.matchers.number())
  router
    .resource('security-events', admin.SecurityEvents)
    .only(['index', 'show'])
    .where('id', router.matchers.number())
  router
    .resource('rate-changes', admin.RateChanges)
    .only(['index', 'show', 'store', 'destroy'])
    .params({ 'rate-changes': 'id' })
    .where('id', router.matchers.number())
  router.get('/week-submissions', [admin.WeekSubmissions, 'index']).as('week-submissions.index')
  router
    .get('/week-submissions/:id', [admin.WeekSubmissions, 'show'])
    .as('week-submissions.show')
    .where('id', router.matchers.number())
  router
    .post('/week-submissions/decisions', [admin.WeekSubmissions, 'decide'])
    .as('week-submissions.decide')
  router.get('/access', [admin.Access, 'index']).as('access.index')
  router.post('/access/grant', [admin.Access, 'grant']).as('access.grant')
  router.post('/access/revoke', [admin.Access, 'revoke']).as('access.revoke')
  router
    .delete('/users/:id/two-factor', [admin.Users, 'resetTwoFactor'])
    .as('users.two-factor.destroy')
    .where('id', router.matchers.number())
  router
    .post('/users/:id/invitation', [admin.Users, 'invite'])
    .as('users.invitation')
    .where('id', router.matchers.number())
  router
    .post('/users/:id/erasure', [admin.Users, 'erase'])
    .as('users.erase')
    .where('id', router.matchers.number())
  router
    .post('/users/:id/purge', [admin.Users, 'purge'])
    .as('users.purge')
    .where('id', router.matchers.number())
  router.get('/lock-date', [admin.LockDate, 'show']).as('lock-date.show')
  router.put('/lock-date', [admin.LockDate, 'update']).as('lock-date.update')
  router.get('/invoicing/statement', [admin.Invoicing, 'statement']).as('invoicing.statement')
  router.get('/invoicing/statement/export', [admin.Invoicing, 'export']).as('invoicing.export')
  router.get('/invoice-settings', [admin.InvoiceSettings, 'show']).as('invoice-settings.show')
  router.put('/invoice-settings', [admin.InvoiceSettings, 'update']).as('invoice-settings.update')
  router
    .resource('billing-batches', admin.BillingBatches)
    .only(['index', 'show', 'store', 'destroy'])
    .where('id', router.matchers.number())
  router
    .get('/billing-batches/:id/export', [admin.BillingBatches, 'export'])
    .as('billing-batches.export')
    .where('id', router.matchers.number())
  router
    .group(() => {
      router.get('/users/:id/tokens', [admin.UserTokens, 'index']).as('users.tokens.index')
      router
        .delete('/users/:id/tokens/:token_id', [admin.UserTokens, 'destroy'])
        .as('users.tokens.destroy')
    })
    .where('id', router.matchers.number())
    .where('token_id', router.matchers.number())
}

for (const [prefix, name] of [
  ['/api', 'api'],
  ['/api/v1', 'api.v1'],
]) {
  router
    .group(apiRoutes)
    .prefix(prefix)
    .as(name)
    .use([
      middleware.keepFlash(),
      middleware.auth(),
      middleware.verified(),
      middleware.twoFactorSetUp(),
    ])
  router
    .group(adminApiRoutes)
    .prefix(`${prefix}/admin`)
    .as(`${name}.admin`)
    .use([
      middleware.keepFlash(),
      middleware.auth(),
      middleware.verified(),
      middleware.twoFactorSetUp(),
      middleware.tokenAbility(['admin']),
      middleware.admin(),
    ])
}

// The admin panel's page; the panel routes below /admin in the browser.
router
  .group(() => {
    router.get('/admin', [controllers.AdminPanel, 'show']).as('admin.panel')
    router.get('/admin/*', [controllers.AdminPanel, 'show'])
  })
  .use([middleware.auth(), middleware.verified(), middleware.twoFactorSetUp(), middleware.admin()])

// The timer's event stream (channels authorised in start/transmit.ts). Background requests: they
// must not use up the flash messages meant for the next page, nor be sent on to the verification
// notice, which would then take them. Their input is checked before the library reads it, each
// uid is bound to the signed-in user, and a subscription for a stream another app process holds
// goes to that process.
transmit.registerRoutes((route) => {
  route.use([
    middleware.keepFlash(),
    middleware.auth(),
    middleware.twoFactorSetUp(),
    middleware.transmitInput(),
    middleware.transmitRelay(),
  ])
})

// Unknown pages still pass through session, auth and Inertia, so the error page knows its user.
router.get('*', [controllers.Home, 'notFound'])
