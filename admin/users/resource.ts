import { mdiAccountMultipleOutline } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { UserForm } from '~admin/users/user_form'
import { UserList } from '~admin/users/user_list'
import { recordPages } from '~admin/record_pages'

export const users = {
  name: 'users',
  list: UserList,
  ...recordPages(UserForm),
  icon: resourceIcon(mdiAccountMultipleOutline),
  recordRepresentation: 'name',
}
