import { mdiLinkVariant } from '@mdi/js'
import { ConnectionForm } from '~admin/connections/connection_form'
import { ConnectionList } from '~admin/connections/connection_list'
import { resourceIcon } from '~admin/layout/resource_icon'
import { recordPages } from '~admin/record_pages'
import type { Data } from '~generated/data'

export const connections = {
  name: 'connections',
  list: ConnectionList,
  ...recordPages(ConnectionForm),
  icon: resourceIcon(mdiLinkVariant),
  /** "Website – Design". */
  recordRepresentation: (connection: Data.Admin.Connection) =>
    `${connection.project_name} – ${connection.task_name}`,
}
