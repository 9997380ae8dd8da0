import { mdiChartBar } from '@mdi/js'
import { Menu, useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'

/** The resources, then the team reports. */
export function AdminMenu() {
  const translate = useTranslate()
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item
        to="/reports"
        primaryText={translate('team_reports.menu')}
        leftIcon={<Icon path={mdiChartBar} />}
      />
    </Menu>
  )
}
