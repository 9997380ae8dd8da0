import { addCatalogues } from '~/lib/i18n'

// Only signed-in pages (the main layout's) show these strings, so visitors' pages load without them.
addCatalogues(
  import.meta.glob(
    [
      '~lang/*/admin.json',
      '~lang/*/report_nav.json',
      '~lang/*/time_logs.json',
      '~lang/*/timer.json',
      '~lang/*/week.json',
    ],
    { import: 'default' }
  )
)
