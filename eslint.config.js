import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  { ignores: ['public/**', 'tmp/**', 'storage/**', '.adonisjs/**', 'build/**'] },
  {
    // Assertions read best as `assert.equal((await agent.get(url)).status, 200)`.
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  }
)
