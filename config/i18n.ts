import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

export default defineConfig({
  defaultLocale: 'en',
  supportedLocales: ['en', 'nl'],
  // Written out: otherwise each request's translator weighs the locales anew to find these.
  fallbackLocales: { en: 'en', nl: 'en' },
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})
