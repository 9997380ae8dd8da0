import { Card, CardContent } from '@mui/material'
import { PageHeader } from '~/components/layout/page_header'
import { TimeLogForm, type TimeLogFormProps } from '~/components/time_logs/time_log_form'
import { useTimeLogListUrl } from '~/hooks/use_time_log_list_url'
import { useTranslation } from '~/hooks/use_translation'

/** The create and edit pages: the same form under its own title. */
export function TimeLogFormPage({ title, ...form }: TimeLogFormProps & { title: string }) {
  const { t } = useTranslation()
  const listUrl = useTimeLogListUrl()
  return (
    <>
      <PageHeader title={title} trail={[{ label: t('time_logs.title'), href: listUrl }]} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <TimeLogForm {...form} />
        </CardContent>
      </Card>
    </>
  )
}
