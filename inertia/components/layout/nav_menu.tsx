import { usePage } from '@inertiajs/react'
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material'
import {
  mdiAccountCircleOutline,
  mdiCalendarWeekOutline,
  mdiChartBar,
  mdiClockOutline,
  mdiShieldAccountOutline,
  mdiViewDashboardOutline,
} from '@mdi/js'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

interface Entry {
  label: string
  icon: string
  href: string
}

function NavEntry({ label, icon, href, external }: Entry & { external?: boolean }) {
  const path = usePage().url.split('?')[0]
  const current = path === href || path.startsWith(`${href}/`)
  const link = external ? { component: 'a' as const } : { component: RouterLink }
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...link}
        href={href}
        selected={current}
        aria-current={current ? 'page' : undefined}
      >
        <ListItemIcon>
          <Icon path={icon} />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  )
}

/** The portal's menu: Dashboard, Week, Time Logs, Reports, Profile and, for administrators, the admin panel. */
export function NavMenu() {
  const { auth } = usePage().props
  const { t } = useTranslation()

  return (
    <List>
      <NavEntry
        label={t('ui.nav.dashboard')}
        icon={mdiViewDashboardOutline}
        href={urlFor('dashboard')}
      />
      <NavEntry label={t('week.nav')} icon={mdiCalendarWeekOutline} href={urlFor('week.show')} />
      <NavEntry
        label={t('ui.nav.time_logs')}
        icon={mdiClockOutline}
        href={urlFor('time-logs.index')}
      />
      <NavEntry label={t('report_nav.reports')} icon={mdiChartBar} href={urlFor('reports.index')} />
      <NavEntry
        label={t('accounts.profile.title')}
        icon={mdiAccountCircleOutline}
        href={urlFor('profile.edit')}
      />
      {auth.can['view-admin'] && (
        <NavEntry
          label={t('ui.nav.admin_panel')}
          icon={mdiShieldAccountOutline}
          href={urlFor('admin.panel')}
          external
        />
      )}
    </List>
  )
}
