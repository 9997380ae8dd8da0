import { mdiLinkVariant } from '@mdi/js'
import { ConnectionForm } from '~admin/connections/connection_form'
import { ConnectionList } from '~admin/connections/connection_list'
import { ConnectionTitle } from '~admin/connections/connection_title'
import { resourceIcon } from '~admin/layout/resource_icon'
import { recordPages } from '~admin/record_pages'

export const connections = {
  name: 'connections',
  list: ConnectionList,
  ...recordPages(ConnectionForm),
  icon: resourceIcon(mdiLinkVariant),
  recordRepresentation: <ConnectionTitle />,
}
