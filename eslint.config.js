import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/** The portal (~/) and the admin panel (~admin/) import nothing of each other: they meet in shared/. */
const apart = (apps, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: apps.map((app) => ({
        regex: `^${app}/`,
        message: 'The portal and the admin panel share code through shared/ (~shared/…) only.',
      })),
      paths,
    },
  ],
})

/** react-admin's <List> would bring back its default exporter, which writes every field raw. */
const panelLists = [
  {
    name: 'react-admin',
    importNames: ['List'],
    message: "Use AdminList (~admin/admin_list): it exports through the panel's own exporter.",
  },
]

export default configApp(
  ...react,
  // The admin panel is a React app of its own, held to the portal's rules; so is their shared code.
  ...react.map((config) => ({ ...config, files: ['admin/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'] })),
  { ignores: ['public/**', 'tmp/**', 'storage/**', '.adonisjs/**', 'build/**'] },
  { files: ['inertia/**/*.{ts,tsx}'], rules: apart(['~admin']) },
  { files: ['admin/**/*.{ts,tsx}'], rules: apart(['~'], panelLists) },
  { files: ['admin/admin_list.tsx'], rules: apart(['~']) },
  { files: ['shared/**/*.{ts,tsx}'], rules: apart(['~', '~admin']) },
  {
    // Assertions read best as `assert.equal((await agent.get(url)).status, 200)`.
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
