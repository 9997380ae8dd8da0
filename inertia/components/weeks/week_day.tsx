import {
  Box,
  Button,
  Card,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { mdiLockOutline, mdiPlus } from '@mdi/js'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { formatHours } from '~shared/durations'
import { formatMoney } from '~shared/money'
import { BilledChip } from '~/components/time_logs/billed_chip'
import { formatDayWithWeekday, formatTime } from '~/lib/dates'
import { weekUrl, type WeekDay as Day } from '~/lib/week'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

interface WeekDayProps {
  day: Day
  /** Today in the user's time zone: later days take no time yet. */
  today: string
  /** The oldest day time may be logged on. */
  earliest: string
  /** The week's first day, where a log added from here returns. */
  weekStart: string
}

/** One day of the week: its date and total, its logs leading to their edit pages, and quick add. */
export function WeekDay({ day, today, earliest, weekStart }: WeekDayProps) {
  const { t, locale } = useTranslation()
  const weekday = formatDayWithWeekday(day.date, locale)
  // Dutch writes weekdays and months in lower case; only the heading's first letter is raised.
  const name = weekday.charAt(0).toUpperCase() + weekday.slice(1)
  const canAdd = !day.closed && day.date <= today && day.date >= earliest
  const headingId = `day-${day.date}`

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-date={day.date}
      sx={day.date === today ? { borderColor: 'primary.main' } : undefined}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 52,
          bgcolor: 'action.hover',
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {name}
        </Typography>
        {day.closed && <Icon path={mdiLockOutline} fontSize="small" color="action" />}
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {t('week.day_total', { total: formatHours(day.total_seconds) })}
        </Typography>
        {canAdd && (
          <Button
            component={RouterLink}
            href={urlFor(
              'time-logs.create',
              {},
              { qs: { date: day.date, return_to: weekUrl(weekStart) } }
            )}
            size="small"
            startIcon={<Icon path={mdiPlus} />}
            aria-label={t('week.add_on', { date: name })}
            sx={(theme) => theme.applyStyles('dark', { color: theme.vars?.palette.primary.light })}
          >
            {t('week.add')}
          </Button>
        )}
      </Stack>
      {day.logs.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('week.no_logs')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {day.logs.map((log) => {
            const time = `${formatTime(log.start_time)}–${formatTime(log.stop_time)}`
            return (
              <ListItem
                key={log.id}
                divider
                sx={{ 'px': 2, '&:last-of-type': { borderBottom: 0 } }}
              >
                <Box sx={{ flex: 'none', width: 110, fontVariantNumeric: 'tabular-nums' }}>
                  <Link
                    component={RouterLink}
                    href={urlFor(
                      'time-logs.edit',
                      { time_log: log.id },
                      { qs: { return_to: weekUrl(weekStart) } }
                    )}
                    aria-label={t('week.edit_log', { time })}
                  >
                    {time}
                  </Link>
                </Box>
                <ListItemText
                  primary={`${log.project.name} · ${log.task.name}`}
                  secondary={log.comments}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  sx={{ minWidth: 0 }}
                />
                {log.billed && <BilledChip />}
                <Typography sx={{ ml: 2, fontVariantNumeric: 'tabular-nums' }}>
                  {log.duration}
                </Typography>
                {log.currency && typeof log.billable_amount === 'number' && (
                  <Typography
                    sx={{
                      ml: 2,
                      minWidth: 80,
                      textAlign: 'right',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {formatMoney(log.billable_amount, log.currency, locale)}
                  </Typography>
                )}
              </ListItem>
            )
          })}
        </List>
      )}
    </Card>
  )
}
