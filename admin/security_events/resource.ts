import { mdiShieldAccountOutline } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { SecurityEventList } from '~admin/security_events/security_event_list'
import { SecurityEventShow } from '~admin/security_events/security_event_show'

/** Read-only: the server records the events as they happen. */
export const securityEvents = {
  name: 'security-events',
  list: SecurityEventList,
  show: SecurityEventShow,
  icon: resourceIcon(mdiShieldAccountOutline),
}
