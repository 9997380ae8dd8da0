import { Card, CardContent } from '@mui/material'
import { PageHeader } from '~/components/layout/page_header'
import { TimeLogForm, type TimeLogFormProps } from '~/components/time_logs/time_log_form'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~shared/url_for'

/** The create and edit pages: the same form under its own title. */
export function TimeLogFormPage({ title, ...form }: TimeLogFormProps & { title: string }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: t('time_logs.title'), href: urlFor('time-logs.index') }]}
      />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <TimeLogForm {...form} />
        </CardContent>
      </Card>
    </>
  )
}
