import { Typography } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { formatHours } from '~shared/durations'

interface TimeLogFoundProps {
  /** The number of logs the search and filters found, on every page. */
  count: number
  /** Their length together, in seconds. */
  seconds: number
}

/** How many logs the list found and how long they are together: "42 logs · 63:15". */
export function TimeLogFound({ count, seconds }: TimeLogFoundProps) {
  const { t, locale } = useTranslation()
  return (
    <Typography
      role="status"
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {t(count === 1 ? 'time_logs.list.found_one' : 'time_logs.list.found', {
        count: count.toLocaleString(locale),
        duration: formatHours(seconds),
      })}
    </Typography>
  )
}
