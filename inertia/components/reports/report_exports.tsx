import { Button, ButtonGroup } from '@mui/material'
import { mdiDownload } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { reportSearch, type ReportQuery } from '~/lib/report_query'
import { Icon } from '~shared/icon'
import { exportFormats, exportUrl } from '~shared/report_exports'
import { searchParams } from '~shared/url_for'

/** Downloads of the report's logs, with the same query, as CSV, Excel and PDF. */
export function ReportExports({ query }: { query: ReportQuery }) {
  const { t } = useTranslation()

  return (
    <ButtonGroup variant="outlined" color="inherit" aria-label={t('report_page.export.title')}>
      {exportFormats.map((format) => (
        <Button
          key={format}
          component="a"
          href={exportUrl('own', format, searchParams(reportSearch(query)))}
          download
          startIcon={<Icon path={mdiDownload} />}
          aria-label={t('report_page.export.download', {
            format: t(`report_page.export.${format}`),
          })}
        >
          {t(`report_page.export.${format}`)}
        </Button>
      ))}
    </ButtonGroup>
  )
}
