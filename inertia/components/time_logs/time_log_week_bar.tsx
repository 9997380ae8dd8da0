import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material'
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { totalDuration } from '~shared/durations'
import { otherWeek } from '~/components/time_logs/time_log_week'
import type { Data } from '~generated/data'
import type { DateRange } from '~shared/date_ranges'
import { Icon } from '~shared/icon'

interface TimeLogWeekBarProps {
  week: DateRange
  isCurrentWeek: boolean
  /** The week's logs, whose total the bar shows. */
  logs: Data.TimeLog[]
  /** Shows the week starting on the date, or the current one (null). */
  onWeek: (from: string | null) => void
}

/** Above the by-day view: which week it shows, its total, and the way to other weeks. */
export function TimeLogWeekBar({ week, isCurrentWeek, logs, onWeek }: TimeLogWeekBarProps) {
  const { t, locale } = useTranslation()
  const previous = t('time_logs.week.previous')
  const next = t('time_logs.week.next')
  return (
    <Box
      component="nav"
      aria-label={t('time_logs.week.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Tooltip title={previous}>
        <IconButton aria-label={previous} onClick={() => onWeek(otherWeek(week, -1))}>
          <Icon path={mdiChevronLeft} />
        </IconButton>
      </Tooltip>
      <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
        {t('time_logs.week.range', {
          from: formatDate(week.from, locale),
          to: formatDate(week.to, locale),
        })}
      </Typography>
      <Tooltip title={next}>
        {/* The span lets the tooltip follow a disabled button. */}
        <span>
          <IconButton
            aria-label={next}
            disabled={isCurrentWeek}
            onClick={() => onWeek(otherWeek(week, 1))}
          >
            <Icon path={mdiChevronRight} />
          </IconButton>
        </span>
      </Tooltip>
      {!isCurrentWeek && (
        <Button size="small" onClick={() => onWeek(null)}>
          {t('time_logs.week.current')}
        </Button>
      )}
      <Typography sx={{ ml: 'auto', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {t('time_logs.week.total', { total: totalDuration(logs.map((log) => log.duration)) })}
      </Typography>
    </Box>
  )
}
