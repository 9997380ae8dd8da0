import { Typography } from '@mui/material'
import { PageHeader } from '~/components/layout/page_header'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'

export default function ReportsIndex({ summary }: Data.ReportPage) {
  const { t } = useTranslation()
  const hours = (summary.totals.seconds / 3600).toFixed(2)

  return (
    <>
      <PageHeader title={t('reports.title')} />
      <Typography>{t('reports.total_hours', { hours })}</Typography>
    </>
  )
}

ReportsIndex.layout = MainLayout
