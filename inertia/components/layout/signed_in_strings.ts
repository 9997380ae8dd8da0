import { addCatalogue } from '~/lib/i18n'
import enAdmin from '~lang/en/admin.json'
import nlAdmin from '~lang/nl/admin.json'
import enReportNav from '~lang/en/report_nav.json'
import nlReportNav from '~lang/nl/report_nav.json'
import enTimeLogs from '~lang/en/time_logs.json'
import nlTimeLogs from '~lang/nl/time_logs.json'
import enTimer from '~lang/en/timer.json'
import nlTimer from '~lang/nl/timer.json'
import enWeek from '~lang/en/week.json'
import nlWeek from '~lang/nl/week.json'

// Only signed-in pages (the main layout's) show these strings, so visitors' pages load without them.
addCatalogue('admin', { en: enAdmin, nl: nlAdmin })
addCatalogue('report_nav', { en: enReportNav, nl: nlReportNav })
addCatalogue('time_logs', { en: enTimeLogs, nl: nlTimeLogs })
addCatalogue('timer', { en: enTimer, nl: nlTimer })
addCatalogue('week', { en: enWeek, nl: nlWeek })
