import { lazy, Suspense } from 'react'
import { Button, LinearProgress, useMediaQuery, useTheme } from '@mui/material'
import { mdiPlus } from '@mdi/js'
import { PageHeader } from '~/components/layout/page_header'
import { TimeLogList } from '~/components/time_logs/time_log_list'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

// The table's script loads only where it shows: phones get the light list.
const TimeLogTable = lazy(() =>
  import('~/components/time_logs/time_log_table').then((module) => ({
    default: module.TimeLogTable,
  }))
)

export default function TimeLogs() {
  const { t } = useTranslation()
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })

  return (
    <>
      <PageHeader
        title={t('time_logs.title')}
        actions={
          <Button
            component={RouterLink}
            href={urlFor('time-logs.create')}
            variant="contained"
            startIcon={<Icon path={mdiPlus} />}
          >
            {t('time_logs.create_title')}
          </Button>
        }
      />
      {isPhone ? (
        <TimeLogList />
      ) : (
        <Suspense fallback={<LinearProgress />}>
          <TimeLogTable />
        </Suspense>
      )}
    </>
  )
}

TimeLogs.layout = MainLayout
