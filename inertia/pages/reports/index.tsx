import { lazy, Suspense, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Alert, Button, Card, CardContent, useMediaQuery, useTheme } from '@mui/material'
import { mdiFilterVariant } from '@mdi/js'
import { PageHeader } from '~/components/layout/page_header'
import { ReportCharts } from '~/components/reports/report_charts'
import { ReportFilters } from '~/components/reports/report_filters'
import { ReportGrouping } from '~/components/reports/report_grouping'
import { ReportRange } from '~/components/reports/report_range'
import { ReportTable } from '~/components/reports/report_table'
import { ReportTotals } from '~/components/reports/report_totals'
import { useReportNavigation } from '~/components/reports/use_report_navigation'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import '~/components/reports/report_strings'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

/** The download buttons sit beside the title, whose height the header keeps while they load. */
const ReportExports = lazy(() =>
  import('~/components/reports/report_exports').then((module) => ({
    default: module.ReportExports,
  }))
)

export default function Reports({ summary, query, options }: Data.ReportPage) {
  const { t } = useTranslation()
  const { errors } = usePage().props
  const navigate = useReportNavigation(query)
  // On a phone the filters fold away under a button, so the report is not a screen further down.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  const [filtersShown, setFiltersShown] = useState(false)
  const activeFilters =
    [query.client_id, query.project_id, query.task_id].filter((ids) => ids.length > 0).length +
    Number(query.billable !== null)
  // The dates' messages stand beneath their fields; the rest of a refused query is told here.
  const queryErrors = Object.entries(errors)
    .filter(([field]) => field !== 'date_from' && field !== 'date_to')
    .map(([, message]) => message)

  return (
    <>
      <PageHeader
        title={t('report_page.title')}
        actions={
          <Suspense fallback={null}>
            <ReportExports query={query} />
          </Suspense>
        }
      />
      {queryErrors.length > 0 && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {queryErrors.join(' ')}
        </Alert>
      )}
      <Card
        variant="outlined"
        component="section"
        aria-label={t('report_page.filters.title')}
        sx={{ mb: 3 }}
      >
        <CardContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <ReportRange
            range={{ from: query.date_from, to: query.date_to }}
            errors={errors}
            onChange={(range, how) => navigate({ date_from: range.from, date_to: range.to }, how)}
          />
          <ReportGrouping group={query.group} subgroup={query.subgroup} onChange={navigate} />
          {isPhone && (
            <Button
              color="inherit"
              startIcon={<Icon path={mdiFilterVariant} />}
              aria-expanded={filtersShown}
              onClick={() => setFiltersShown(!filtersShown)}
              sx={{ justifySelf: 'start' }}
            >
              {t('report_page.filters.title')}
              {activeFilters > 0 && ` (${activeFilters})`}
            </Button>
          )}
          {(!isPhone || filtersShown) && (
            <ReportFilters query={query} options={options} onChange={navigate} />
          )}
        </CardContent>
      </Card>
      <ReportTotals totals={summary.totals} currency={summary.currency} />
      <ReportCharts summary={summary} />
      <ReportTable summary={summary} query={query} />
    </>
  )
}

Reports.layout = MainLayout
