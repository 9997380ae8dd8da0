import { Box, Button, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material'
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { formatHours } from '~shared/durations'
import type { WeekState } from '~/lib/week'
import { addDays } from '~shared/date_ranges'
import { Icon } from '~shared/icon'
import { RangeDateField } from '~shared/range_date_field'

interface WeekNavigationProps {
  week: WeekState
  /** Today in the user's time zone. */
  today: string
  /** Shows the week of the date. */
  onDate: (date: string) => void
}

/** Which week shows, the ways to another (arrows, This week, a date), and its total. */
export function WeekNavigation({ week, today, onDate }: WeekNavigationProps) {
  const { t, locale } = useTranslation()
  const previous = t('week.previous')
  const next = t('week.next')
  const isCurrent = week.starts_on <= today && today <= week.ends_on
  const available = week.available_hours
  const share = available ? Math.min(100, (week.total_seconds / (available * 3600)) * 100) : 0

  return (
    <Box
      component="nav"
      aria-label={t('week.navigation')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={previous}>
          <IconButton aria-label={previous} onClick={() => onDate(addDays(week.starts_on, -7))}>
            <Icon path={mdiChevronLeft} />
          </IconButton>
        </Tooltip>
        <Typography
          component="h2"
          sx={{ fontWeight: 600, fontSize: '1.125rem', textAlign: 'center', minWidth: 180 }}
          data-testid="week-range"
        >
          {t('week.range', {
            from: formatDate(week.starts_on, locale),
            to: formatDate(week.ends_on, locale),
          })}
        </Typography>
        <Tooltip title={next}>
          <IconButton aria-label={next} onClick={() => onDate(addDays(week.starts_on, 7))}>
            <Icon path={mdiChevronRight} />
          </IconButton>
        </Tooltip>
      </Box>
      {!isCurrent && (
        <Button
          size="small"
          onClick={() => onDate(today)}
          sx={(theme) => theme.applyStyles('dark', { color: theme.vars?.palette.primary.light })}
        >
          {t('week.current')}
        </Button>
      )}
      <TimeLogPickersProvider>
        <RangeDateField
          name="date"
          label={t('week.pick')}
          value={week.starts_on}
          compact
          onChange={(date) => date !== week.starts_on && onDate(date)}
        />
      </TimeLogPickersProvider>
      <Box sx={{ ml: { sm: 'auto' }, minWidth: 160, flex: { xs: '1 1 100%', sm: 'none' } }}>
        <Typography
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid="week-total"
        >
          {`${t('week.total')} ${formatHours(week.total_seconds)}`}
          {available !== null && (
            <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
              {t('week.available', { hours: available })}
            </Typography>
          )}
        </Typography>
        {available !== null && (
          <LinearProgress variant="determinate" value={share} sx={{ mt: 0.5 }} aria-hidden />
        )}
      </Box>
    </Box>
  )
}
