import { useCallback } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Box } from '@mui/material'
import { PageHeader } from '~/components/layout/page_header'
import { WeekDay } from '~/components/weeks/week_day'
import { WeekNavigation } from '~/components/weeks/week_navigation'
import { WeekStatusCard } from '~/components/weeks/week_status_card'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import { loggingWindow } from '~/lib/time_log_rules'
import { weekUrl } from '~/lib/week'
import type { Data } from '~generated/data'

// A type, not an interface: the server checks its render() props against it as a record.
type WeekPageProps = {
  week: Data.Week
  today: string
}

/**
 * A week of the user's time, day by day, with its status and the way to submit it. The week
 * lives in the URL (?date=), so Back, Forward and a reload show the same one.
 */
export default function WeekPage({ week, today }: WeekPageProps) {
  const { t } = useTranslation()
  const earliest = loggingWindow(usePage().props.auth.user?.timezone).min
  const showWeekOf = useCallback(
    (date: string) => router.get(weekUrl(date), {}, { preserveScroll: true }),
    []
  )

  return (
    <>
      <PageHeader title={t('week.title')} />
      <WeekNavigation week={week} today={today} onDate={showWeekOf} />
      <WeekStatusCard week={week} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {week.days.map((day) => (
          <WeekDay
            key={day.date}
            day={day}
            today={today}
            earliest={earliest}
            weekStart={week.starts_on}
          />
        ))}
      </Box>
    </>
  )
}

WeekPage.layout = MainLayout
