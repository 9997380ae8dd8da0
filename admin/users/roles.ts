export const roleChoices = [
  { id: 'user', name: 'admin_panel.role.user' },
  { id: 'admin', name: 'admin_panel.role.admin' },
]
