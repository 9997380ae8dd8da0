import { ToggleButton, ToggleButtonGroup } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogListView } from '~/components/time_logs/time_log_list_view'

interface TimeLogViewSwitchProps {
  mode: TimeLogListView['mode']
  onChange: (mode: TimeLogListView['mode']) => void
  fullWidth?: boolean
}

/** The list of logs page by page, or a week of them by day. */
export function TimeLogViewSwitch({ mode, onChange, fullWidth }: TimeLogViewSwitchProps) {
  const { t } = useTranslation()
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      onChange={(_, next: TimeLogListView['mode'] | null) => next && onChange(next)}
      aria-label={t('time_logs.view.label')}
      fullWidth={fullWidth}
      sx={{
        'flex': 'none',
        // The theme's own text and the contained buttons' colours, which pass contrast in both themes.
        '& .MuiToggleButton-root': { color: 'text.secondary', px: 2 },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      }}
    >
      <ToggleButton value="rows">{t('time_logs.view.rows')}</ToggleButton>
      <ToggleButton value="days">{t('time_logs.view.days')}</ToggleButton>
    </ToggleButtonGroup>
  )
}
