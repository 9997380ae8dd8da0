import { addCatalogues } from '~/lib/i18n'

// Only the Reports page and the dashboard's charts show these strings, so they load with them.
addCatalogues(import.meta.glob('~lang/*/report_page.json', { import: 'default' }))
