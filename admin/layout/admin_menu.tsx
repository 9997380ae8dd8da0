import { mdiAccountKeyOutline, mdiCalendarLock, mdiChartBar, mdiReceiptTextOutline } from '@mdi/js'
import { Menu, useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'

/** The records (with access in bulk after the connections), then closing periods (the weeks to approve, the changes, the lock date), then the rest. */
const records = ['clients', 'projects', 'tasks', 'connections']
const periods = ['week-submissions', 'time-log-audits']
const others = ['users', 'security-events', 'webhooks', 'webhook-deliveries']

const resourceItems = (names: string[]) =>
  names.map((name) => <Menu.ResourceItem key={name} name={name} />)

export function AdminMenu() {
  const translate = useTranslate()
  return (
    <Menu>
      {resourceItems(records)}
      <Menu.Item
        to="/access"
        primaryText={translate('access.menu')}
        leftIcon={<Icon path={mdiAccountKeyOutline} />}
      />
      {resourceItems(['time-logs'])}
      {resourceItems(periods)}
      <Menu.Item
        to="/lock-date"
        primaryText={translate('lock_date.menu')}
        leftIcon={<Icon path={mdiCalendarLock} />}
      />
      <Menu.Item
        to="/invoicing"
        primaryText={translate('invoicing.menu')}
        leftIcon={<Icon path={mdiReceiptTextOutline} />}
      />
      {resourceItems(['billing-batches'])}
      {resourceItems(others)}
      <Menu.Item
        to="/reports"
        primaryText={translate('team_reports.menu')}
        leftIcon={<Icon path={mdiChartBar} />}
      />
    </Menu>
  )
}
