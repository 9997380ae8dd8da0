import { mdiDomain } from '@mdi/js'
import { ClientForm } from '~admin/clients/client_form'
import { ClientList } from '~admin/clients/client_list'
import { recordPages } from '~admin/record_pages'
import { resourceIcon } from '~admin/resource_icon'

export const clients = {
  name: 'clients',
  list: ClientList,
  ...recordPages(ClientForm),
  icon: resourceIcon(mdiDomain),
  recordRepresentation: 'name',
}
