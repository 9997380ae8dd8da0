import { lazy } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route } from 'react-router-dom'
import { AdminUI, CoreAdminContext, CustomRoutes, memoryStore, Resource } from 'react-admin'
import { clients } from '~admin/clients/resource'
import { connections } from '~admin/connections/resource'
import { projects } from '~admin/projects/resource'
import { tasks } from '~admin/tasks/resource'
import { timeLogs } from '~admin/time_logs/resource'
import { users } from '~admin/users/resource'
import { userTokens } from '~admin/users/user_tokens'
import { rateChanges } from '~admin/rates/rate_history'
import { webhookDeliveries, webhooks } from '~admin/webhooks/resource'
import { weekSubmissions } from '~admin/week_submissions/resource'
import { timeLogAudits } from '~admin/time_log_audits/resource'
import { securityEvents } from '~admin/security_events/resource'
import { billingBatches } from '~admin/billing_batches/resource'
import { InvoicingPage } from '~admin/invoicing/invoicing_page'
import { LockDatePage } from '~admin/lock_date/lock_date_page'
import { AccessPage } from '~admin/access/access_page'
import { dataProvider } from '~admin/data_provider'
import { i18nProvider } from '~admin/i18n_provider'
import { AdminLayout } from '~admin/layout/admin_layout'
import { AdminNotification } from '~admin/layout/admin_notification'
import { ThemeRoot } from '~shared/theme_root'

// The team reports and their charts load when opened, not with the panel.
const TeamReportsPage = lazy(() => import('~admin/reports/team_reports_page'))

/**
 * The admin panel (docs/admin-guide.md) at /admin, on the portal's MUI theme, with real paths
 * (react-admin's default router uses the URL's hash). The server answers every path below /admin
 * with this page, after checking access; the language and
 * theme are the server's and the portal's, so react-admin's own store keeps nothing across visits.
 */
createRoot(document.getElementById('admin')!).render(
  <ThemeRoot>
    <BrowserRouter basename="/admin">
      <CoreAdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <AdminUI
          layout={AdminLayout}
          notification={AdminNotification}
          title="Hourbook"
          disableTelemetry
        >
          {[
            clients,
            projects,
            tasks,
            connections,
            timeLogs,
            weekSubmissions,
            timeLogAudits,
            users,
            securityEvents,
            webhooks,
            webhookDeliveries,
            billingBatches,
          ].map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <Resource {...userTokens} />
          <Resource {...rateChanges} />
          <CustomRoutes>
            <Route path="/reports" element={<TeamReportsPage />} />
            <Route path="/lock-date" element={<LockDatePage />} />
            <Route path="/access" element={<AccessPage />} />
            <Route path="/invoicing" element={<InvoicingPage />} />
          </CustomRoutes>
        </AdminUI>
      </CoreAdminContext>
    </BrowserRouter>
  </ThemeRoot>
)
