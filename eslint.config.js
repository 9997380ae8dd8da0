import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  // The admin panel is a React app of its own, held to the portal's rules.
  ...react.map((config) => ({ ...config, files: ['admin/**/*.{ts,tsx}'] })),
  { ignores: ['public/**', 'tmp/**', 'storage/**', '.adonisjs/**', 'build/**'] },
  {
    // Assertions read best as `assert.equal((await agent.get(url)).status, 200)`.
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
