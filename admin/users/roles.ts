export const roleChoices = [
  { id: 'user', name: 'panel.role.user' },
  { id: 'admin', name: 'panel.role.admin' },
]
