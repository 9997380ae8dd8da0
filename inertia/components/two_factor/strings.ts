import { addCatalogues } from '~/lib/i18n'

// Only the profile page and the sign-in's challenge show these strings, so they load with them.
addCatalogues(import.meta.glob('~lang/*/two_factor.json', { import: 'default' }))
