import { Head } from '@inertiajs/react'
import { Box, Button, Typography } from '@mui/material'
import { mdiPlus } from '@mdi/js'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { TimeLogTable } from '~/components/time_logs/time_log_table'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import { appName } from '~/lib/app_name'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

export default function TimeLogs() {
  const { t } = useTranslation()
  const title = t('time_logs.title')

  return (
    <>
      <Head title={title} />
      <Breadcrumbs items={[{ label: appName, href: urlFor('home') }, { label: title }]} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Button
          component={RouterLink}
          href={urlFor('time-logs.create')}
          variant="contained"
          startIcon={<Icon path={mdiPlus} />}
        >
          {t('time_logs.create_title')}
        </Button>
      </Box>
      <TimeLogTable />
    </>
  )
}

TimeLogs.layout = MainLayout
