import { addCatalogue } from '~/lib/i18n'
import en from '~lang/en/report_page.json'
import nl from '~lang/nl/report_page.json'

// Only the Reports page and the dashboard's charts show these strings, so they load with them.
addCatalogue('report_page', { en, nl })
