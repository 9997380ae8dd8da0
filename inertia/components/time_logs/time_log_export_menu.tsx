import { useId, useState } from 'react'
import { Button, ListSubheader, Menu, MenuItem } from '@mui/material'
import { mdiChevronDown, mdiDownload } from '@mdi/js'
import { usePage } from '@inertiajs/react'
import { useTranslation } from '~/hooks/use_translation'
import { filtersToQuery, type TimeLogFilters } from '~shared/report_filters'
import { lastYear, todayIn } from '~shared/date_ranges'
import { Icon } from '~shared/icon'
import { exportFormats, exportUrl, type ExportFormat } from '~shared/report_exports'

interface TimeLogExportMenuProps {
  filters: TimeLogFilters
  search: string
  fullWidth?: boolean
}

/**
 * Downloads what the list shows (its filters and search) as a file. An export needs a date
 * range; a missing end is taken from the last year up to today, the dates a log may have.
 */
export function TimeLogExportMenu({ filters, search, fullWidth }: TimeLogExportMenuProps) {
  const { t } = useTranslation()
  const { auth } = usePage().props
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()

  const urlOf = (format: ExportFormat) => {
    const widest = lastYear(todayIn(auth.user?.timezone))
    const dated = {
      ...filters,
      date_from: filters.date_from ?? widest.from,
      date_to: filters.date_to ?? widest.to,
    }
    const query = filtersToQuery(dated)
    if (search) query.set('search', search)
    // The list has no grouping: its logs by day, a day's heading and total in the PDF.
    query.set('group', 'day')
    return exportUrl('own', format, query)
  }

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        fullWidth={fullWidth}
        startIcon={<Icon path={mdiDownload} />}
        endIcon={<Icon path={mdiChevronDown} />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('time_log_filters.export')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('time_log_filters.export_menu') } }}
      >
        {!(filters.date_from && filters.date_to) && (
          <ListSubheader sx={{ maxWidth: 320, lineHeight: 1.5, py: 1, whiteSpace: 'normal' }}>
            {t('time_log_filters.export_last_year')}
          </ListSubheader>
        )}
        {exportFormats.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={urlOf(format)}
            download
            onClick={() => setAnchor(null)}
          >
            {t(`time_log_filters.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
