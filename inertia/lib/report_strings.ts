import { addCatalogues, type Tree } from '~/lib/i18n'

// The Reports page's and the dashboard charts' strings load with them, not with every page.
addCatalogues(
  import.meta.glob<Tree>('~lang/*/report_page.json', { eager: true, import: 'default' })
)
