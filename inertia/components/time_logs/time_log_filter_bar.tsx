import { useState } from 'react'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material'
import { mdiFilterOffOutline, mdiFilterVariant } from '@mdi/js'
import { TimeLogExportMenu } from '~/components/time_logs/time_log_export_menu'
import { TimeLogFilterFields } from '~/components/time_logs/time_log_filter_fields'
import { useTimeLogFilters } from '~/components/time_logs/use_time_log_filters'
import { useTranslation } from '~/hooks/use_translation'
import { addCatalogues } from '~/lib/i18n'
import { activeFilterCount, noFilters } from '~shared/report_filters'
import { Icon } from '~shared/icon'

// Only the Time Logs page shows these strings, so they load with it.
addCatalogues(import.meta.glob('~lang/*/time_log_filters.json', { import: 'default' }))

interface TimeLogFilterBarProps {
  /** The list's search, which an export takes along. */
  search: string
  /** A phone: one button opening the filters in a dialog, instead of the fields in a row. */
  compact?: boolean
}

/** The Time Logs filters, kept in the page's URL, with the clear and export actions. */
export function TimeLogFilterBar({ search, compact }: TimeLogFilterBarProps) {
  const { t } = useTranslation()
  const [filters, setFilters] = useTimeLogFilters()
  const [open, setOpen] = useState(false)
  const count = activeFilterCount(filters)
  const clear = (
    <Button
      color="inherit"
      onClick={() => setFilters(noFilters)}
      disabled={count === 0}
      startIcon={<Icon path={mdiFilterOffOutline} />}
    >
      {t('time_log_filters.clear')}
    </Button>
  )
  const fields = <TimeLogFilterFields filters={filters} onChange={setFilters} />

  if (!compact) {
    return (
      <Box
        role="search"
        aria-label={t('time_log_filters.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
      >
        {fields}
        {clear}
        {/* At the row's end, also when the row wraps. */}
        <Box sx={{ ml: 'auto' }}>
          <TimeLogExportMenu filters={filters} search={search} />
        </Box>
      </Box>
    )
  }

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setOpen(true)}
          startIcon={<Icon path={mdiFilterVariant} />}
          sx={{ flex: 1 }}
        >
          {count > 0 ? t('time_log_filters.open_count', { count }) : t('time_log_filters.open')}
        </Button>
        <Box sx={{ flex: 1 }}>
          <TimeLogExportMenu filters={filters} search={search} fullWidth />
        </Box>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen>
        <DialogTitle>{t('time_log_filters.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ 'pt': 1, '& .MuiTextField-root': { maxWidth: 'none' } }}>
            {fields}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
          {clear}
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('time_log_filters.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
