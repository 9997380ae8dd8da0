import { mdiLinkVariant } from '@mdi/js'
import { ConnectionForm } from '~admin/connections/connection_form'
import { ConnectionList } from '~admin/connections/connection_list'
import { ConnectionTitle } from '~admin/connections/connection_title'
import { recordPages } from '~admin/record_pages'
import { resourceIcon } from '~admin/resource_icon'

export const connections = {
  name: 'connections',
  list: ConnectionList,
  ...recordPages(ConnectionForm),
  icon: resourceIcon(mdiLinkVariant),
  recordRepresentation: <ConnectionTitle />,
}
