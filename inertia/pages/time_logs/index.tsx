import { Button } from '@mui/material'
import { mdiPlus } from '@mdi/js'
import { PageHeader } from '~/components/layout/page_header'
import { TimeLogTable } from '~/components/time_logs/time_log_table'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

export default function TimeLogs() {
  const { t } = useTranslation()

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
      <TimeLogTable />
    </>
  )
}

TimeLogs.layout = MainLayout
