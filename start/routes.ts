import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/home_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const LocaleController = () => import('#controllers/locale_controller')
const HealthController = () => import('#controllers/health_controller')
const ProfileController = () => import('#controllers/profile_controller')
const SessionController = () => import('#controllers/auth/session_controller')
const RegistrationController = () => import('#controllers/auth/registration_controller')
const EmailVerificationController = () => import('#controllers/auth/email_verification_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const PasswordController = () => import('#controllers/auth/password_controller')
const TimeLogsController = () => import('#controllers/time_logs_controller')
const ApiTimeLogsController = () => import('#controllers/api/time_logs_controller')
const TimerController = () => import('#controllers/timer_controller')
const ApiTimerController = () => import('#controllers/api/timer_controller')
const ApiConnectionsController = () => import('#controllers/api/connections_controller')
const PasswordConfirmationController = () =>
  import('#controllers/auth/password_confirmation_controller')
const AdminPanelController = () => import('#controllers/admin_panel_controller')
const adminControllers = {
  'clients': () => import('#controllers/admin/clients_controller'),
  'connections': () => import('#controllers/admin/connections_controller'),
  'projects': () => import('#controllers/admin/projects_controller'),
  'tasks': () => import('#controllers/admin/tasks_controller'),
  'time-logs': () => import('#controllers/admin/time_logs_controller'),
  'users': () => import('#controllers/admin/users_controller'),
}

router.get('/', [HomeController, 'show']).as('home')
router.get('/health', [HealthController, 'show']).as('health')
router.put('/locale', [LocaleController, 'update']).as('locale.update')

router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('login')
    router.post('/login', [SessionController, 'store']).as('login.store')
    router.get('/register', [RegistrationController, 'create']).as('register')
    router.post('/register', [RegistrationController, 'store']).as('register.store')
    router.get('/forgot-password', [PasswordResetController, 'request']).as('password.request')
    router.post('/forgot-password', [PasswordResetController, 'email']).as('password.email')
    router.get('/reset-password/:token', [PasswordResetController, 'edit']).as('password.reset')
    router.post('/reset-password', [PasswordResetController, 'store']).as('password.store')
  })
  .use(middleware.guest())

// Reachable before the e-mail address is verified.
router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
      .as('verification.verify')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'send'])
      .as('verification.send')
  })
  .use(middleware.auth())

router
  .group(() => {
    router.get('/dashboard', [DashboardController, 'show']).as('dashboard')
    router.get('/profile', [ProfileController, 'edit']).as('profile.edit')
    router.put('/profile', [ProfileController, 'update']).as('profile.update')
    router.put('/password', [PasswordController, 'update']).as('password.update')
    router.get('/confirm-password', [PasswordConfirmationController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [PasswordConfirmationController, 'store'])
      .as('password.confirm.store')
  })
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('/', [TimeLogsController, 'index']).as('index')
    router.get('/create', [TimeLogsController, 'create']).as('create')
    router.post('/', [TimeLogsController, 'store']).as('store')
    router
      .group(() => {
        router.get('/:time_log/edit', [TimeLogsController, 'edit']).as('edit')
        router.route('/:time_log', ['PUT', 'PATCH'], [TimeLogsController, 'update']).as('update')
        router.delete('/:time_log', [TimeLogsController, 'destroy']).as('destroy')
      })
      .where('time_log', router.matchers.number())
  })
  .prefix('/time-logs')
  .as('time-logs')
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.post('/', [TimerController, 'store']).as('store')
    router.post('/stop', [TimerController, 'stop']).as('stop')
    router.delete('/', [TimerController, 'destroy']).as('destroy')
  })
  .prefix('/timer')
  .as('timer')
  .use([middleware.auth(), middleware.verified()])

router
  .group(() => {
    router.get('/connections', [ApiConnectionsController, 'index']).as('connections.index')
    router.get('/timer', [ApiTimerController, 'show']).as('timer.show')
    router.post('/timer', [ApiTimerController, 'store']).as('timer.store')
    router.post('/timer/stop', [ApiTimerController, 'stop']).as('timer.stop')
    router.delete('/timer', [ApiTimerController, 'destroy']).as('timer.destroy')
    router.get('/time-logs', [ApiTimeLogsController, 'index']).as('time-logs.index')
    router.post('/time-logs', [ApiTimeLogsController, 'store']).as('time-logs.store')
    router
      .group(() => {
        router.get('/time-logs/:id', [ApiTimeLogsController, 'show']).as('time-logs.show')
        router
          .route('/time-logs/:id', ['PUT', 'PATCH'], [ApiTimeLogsController, 'update'])
          .as('time-logs.update')
        router.delete('/time-logs/:id', [ApiTimeLogsController, 'destroy']).as('time-logs.destroy')
      })
      .where('id', router.matchers.number())
  })
  .prefix('/api')
  .as('api')
  .use([middleware.keepFlash(), middleware.auth(), middleware.verified()])

// The admin API (DESIGN.md "Admin API"): api.admin.{resource}.index/store/show/update/destroy.
router
  .group(() => {
    for (const [resource, controller] of Object.entries(adminControllers)) {
      router
        .resource(resource, controller)
        .apiOnly()
        .params({ [resource]: 'id' })
        .as(resource)
        .where('id', router.matchers.number())
    }
  })
  .prefix('/api/admin')
  .as('api.admin')
  .use([middleware.keepFlash(), middleware.auth(), middleware.verified(), middleware.admin()])

// The admin panel's page; the panel routes below /admin in the browser.
router
  .group(() => {
    router.get('/admin', [AdminPanelController, 'show']).as('admin.panel')
    router.get('/admin/*', [AdminPanelController, 'show'])
  })
  .use([middleware.auth(), middleware.verified(), middleware.admin()])

// The timer's event stream (channels authorised in start/transmit.ts). Background requests: they
// must not use up the flash messages meant for the next page, nor be sent on to the verification
// notice, which would then take them. Their input is checked before the library reads it.
transmit.registerRoutes((route) => {
  route.use([middleware.keepFlash(), middleware.auth(), middleware.transmitInput()])
})

// Unknown pages still pass through session, auth and Inertia, so the error page knows its user.
router.get('*', [HomeController, 'notFound'])
