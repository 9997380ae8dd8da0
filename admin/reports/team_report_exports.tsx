import { Box, Button } from '@mui/material'
import { mdiDownload } from '@mdi/js'
import { useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'
import { exportFormats, exportUrl } from '~shared/report_exports'

/** Downloads of the report's logs, with its filters, as CSV, XLSX or PDF timesheets. */
export function TeamReportExports({ query }: { query: URLSearchParams }) {
  const translate = useTranslate()
  return (
    <Box
      role="group"
      aria-label={translate('team_reports.export')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {exportFormats.map((format) => (
        <Button
          key={format}
          variant="outlined"
          color="inherit"
          size="small"
          href={exportUrl('team', format, query)}
          download
          startIcon={<Icon path={mdiDownload} />}
        >
          {translate(`team_reports.formats.${format}`)}
        </Button>
      ))}
    </Box>
  )
}
