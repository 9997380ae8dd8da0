import { addCatalogues } from '~/lib/i18n'

// Only the profile page shows these strings, so they load with it.
addCatalogues(import.meta.glob('~lang/*/devices.json', { import: 'default' }))
