import { Head } from '@inertiajs/react'
import { Card, CardContent, Typography } from '@mui/material'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { TimeLogForm } from '~/components/time_logs/time_log_form'
import { useTranslation } from '~/hooks/use_translation'
import { appName } from '~/lib/app_name'
import type { TimeLog } from '~/lib/time_log_types'
import { urlFor } from '~shared/url_for'

/** The create and edit pages: the same form under its own title. */
export function TimeLogFormPage({ title, timeLog }: { title: string; timeLog?: TimeLog }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={title} />
      <Breadcrumbs
        items={[
          { label: appName, href: urlFor('home') },
          { label: t('time_logs.title'), href: urlFor('time-logs.index') },
          { label: title },
        ]}
      />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <TimeLogForm timeLog={timeLog} />
        </CardContent>
      </Card>
    </>
  )
}
