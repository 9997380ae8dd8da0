import type { ReactNode } from 'react'
import { Card, CardContent } from '@mui/material'
import { PageHeader } from '~/components/layout/page_header'
import { TimeLogForm, type TimeLogFormProps } from '~/components/time_logs/time_log_form'
import { useTimeLogReturn } from '~/components/time_logs/use_time_log_list_url'
import { useTranslation } from '~/hooks/use_translation'

/** The create and edit pages: the same form under its own title, with a notice above it. */
export function TimeLogFormPage({
  title,
  notice,
  ...form
}: TimeLogFormProps & { title: string; notice?: ReactNode }) {
  const { t } = useTranslation()
  const back = useTimeLogReturn()
  const trail = [{ label: t(back.fromWeek ? 'week.title' : 'time_logs.title'), href: back.url }]
  return (
    <>
      <PageHeader title={title} trail={trail} />
      {notice}
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <TimeLogForm {...form} />
        </CardContent>
      </Card>
    </>
  )
}
