import { mdiDomain } from '@mdi/js'
import { ClientForm } from '~admin/clients/client_form'
import { ClientList } from '~admin/clients/client_list'
import { resourceIcon } from '~admin/layout/resource_icon'
import { recordPages } from '~admin/record_pages'

export const clients = {
  name: 'clients',
  list: ClientList,
  ...recordPages(ClientForm),
  icon: resourceIcon(mdiDomain),
  recordRepresentation: 'name',
}
