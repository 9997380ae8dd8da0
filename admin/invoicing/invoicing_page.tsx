import { useEffect, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { mdiCashCheck, mdiDownload, mdiFileDocumentOutline } from '@mdi/js'
import {
  Confirm,
  HttpError,
  Link,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin'
import type { AdminDataProvider } from '~admin/data_provider'
import { StatementTable } from '~admin/invoicing/statement_table'
import { InvoiceSettingsCard } from '~admin/invoicing/invoice_settings_card'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'
import { formatMoney } from '~shared/money'
import { percentOf, statementGroupings, taxRateOf } from '~shared/billing'

type Named = { id: number; name: string }

const exportFormats = ['pdf', 'csv', 'xlsx'] as const

/** The first message of a refused request, or null for any other failure. */
function refusal(failure: unknown) {
  const errors = failure instanceof HttpError ? failure.body?.errors : undefined
  return errors ? Object.values<string>(errors)[0] : null
}

/**
 * Invoicing (docs/admin-guide.md): the statement of a client's (or one project's) unbilled logs
 * in a range, downloaded as PDF, CSV or XLSX, and marked as billed, which makes its logs
 * read-only until the batch is undone.
 */
export function InvoicingPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const t = (key: string, options?: object) => translate(`invoicing.${key}`, options)

  const [clients, setClients] = useState<Named[]>([])
  const [projects, setProjects] = useState<Named[]>([])
  const [clientId, setClientId] = useState('')
  const [projectId, setProjectId] = useState('')
  const [dateFrom, setDateFrom] = useState<Dayjs | null>(
    dayjs().subtract(1, 'month').startOf('month')
  )
  const [dateTo, setDateTo] = useState<Dayjs | null>(dayjs().subtract(1, 'month').endOf('month'))
  const [grouping, setGrouping] = useState<string>('task')
  const [taxRate, setTaxRate] = useState('')
  const [statement, setStatement] = useState<Data.Admin.Statement | null>(null)
  const [shownQuery, setShownQuery] = useState<URLSearchParams | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [marking, setMarking] = useState(false)
  const [billed, setBilled] = useState<Data.Admin.BillingBatch | null>(null)

  useEffect(() => {
    dataProvider
      .getList('clients', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      })
      .then(({ data }) => setClients(data))
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
    dataProvider
      .getInvoiceSettings()
      .then((settings) => {
        if (settings.invoice_tax_rate !== null) setTaxRate(percentOf(settings.invoice_tax_rate))
      })
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
  }, [dataProvider, notify])

  useEffect(() => {
    if (!clientId) return
    dataProvider
      .getList('projects', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: { client_id: Number(clientId) },
      })
      .then(({ data }) => setProjects(data))
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
  }, [clientId, dataProvider, notify])

  const taxRateValue = taxRate.trim() === '' ? null : taxRateOf(taxRate)
  const taxRateError = taxRate.trim() !== '' && taxRateValue === null
  const validRange = Boolean(dateFrom?.isValid() && dateTo?.isValid())

  const query = () => {
    const params = new URLSearchParams({
      client_id: clientId,
      date_from: dateFrom!.format('YYYY-MM-DD'),
      date_to: dateTo!.format('YYYY-MM-DD'),
      grouping,
    })
    if (projectId) params.set('project_id', projectId)
    if (taxRateValue !== null) params.set('tax_rate', String(taxRateValue))
    return params
  }

  const show = async () => {
    const params = query()
    setBilled(null)
    try {
      setStatement(await dataProvider.getStatement(params))
      setShownQuery(params)
      setError(null)
    } catch (failure) {
      setStatement(null)
      setShownQuery(null)
      const message = refusal(failure)
      if (message) setError(message)
      else notify('ra.notification.http_error', { type: 'error' })
    }
  }

  const markBilled = async () => {
    if (!statement || !shownQuery) return
    setMarking(true)
    try {
      const batch = await dataProvider.markBilled(shownQuery, statement)
      setBilled(batch)
      setStatement(null)
      setShownQuery(null)
      notify('invoicing.billed', { type: 'info', messageArgs: { number: batch.number } })
    } catch (failure) {
      const message = refusal(failure) ?? (failure instanceof HttpError ? failure.message : null)
      if (message) setError(message)
      else notify('ra.notification.http_error', { type: 'error' })
    } finally {
      setMarking(false)
      setConfirming(false)
    }
  }

  const money = (minor: number) => formatMoney(minor, statement?.currency ?? 'EUR', locale)
  const exportUrl = (format: string) =>
    `/api/admin/invoicing/statement/export?${new URLSearchParams({
      ...Object.fromEntries(shownQuery ?? []),
      format,
    })}`

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>{t('explanation')}</Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('client')}
              value={clientId}
              onChange={(event) => {
                setClientId(event.target.value)
                setProjectId('')
              }}
              sx={{ minWidth: 220 }}
            >
              {clients.map((client) => (
                <MenuItem key={client.id} value={String(client.id)}>
                  {client.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('project')}
              value={projectId}
              disabled={!clientId}
              onChange={(event) => setProjectId(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('all_projects')}</MenuItem>
              {projects.map((project) => (
                <MenuItem key={project.id} value={String(project.id)}>
                  {project.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <DatePicker
              label={t('date_from')}
              value={dateFrom}
              onChange={setDateFrom}
              slotProps={{ textField: { name: 'date_from' } }}
            />
            <DatePicker
              label={t('date_to')}
              value={dateTo}
              onChange={setDateTo}
              slotProps={{ textField: { name: 'date_to' } }}
            />
            <TextField
              select
              label={t('grouping')}
              value={grouping}
              onChange={(event) => setGrouping(event.target.value)}
              sx={{ minWidth: 180 }}
            >
              {statementGroupings.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {t(`groupings.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('tax_rate')}
              value={taxRate}
              onChange={(event) => setTaxRate(event.target.value)}
              error={taxRateError}
              helperText={taxRateError ? t('tax_rate_invalid') : t('tax_rate_help')}
              sx={{ maxWidth: 160 }}
            />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button
              variant="contained"
              startIcon={<Icon path={mdiFileDocumentOutline} />}
              disabled={!clientId || !validRange || taxRateError}
              onClick={show}
            >
              {t('show')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {billed && (
        <Alert severity="success">
          {t('billed', { number: billed.number })}{' '}
          <Link to={`/billing-batches/${billed.id}/show`}>{t('open_batch')}</Link>
        </Alert>
      )}
      {statement && (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {t('statement_of', { client: statement.client.name })}
            </Typography>
            <Typography aria-live="polite">
              {t('summary', {
                smart_count: statement.log_count,
                total: money(statement.total),
              })}
            </Typography>
            <StatementTable statement={statement} />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {exportFormats.map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  href={exportUrl(format)}
                  download
                  startIcon={<Icon path={mdiDownload} />}
                >
                  {t(`download.${format}`)}
                </Button>
              ))}
              <Button
                variant="contained"
                startIcon={<Icon path={mdiCashCheck} />}
                disabled={statement.log_count === 0}
                onClick={() => setConfirming(true)}
              >
                {t('mark_billed')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <InvoiceSettingsCard />
      <Confirm
        isOpen={confirming}
        loading={marking}
        title="invoicing.confirm_title"
        content="invoicing.confirm_text"
        translateOptions={{
          smart_count: statement?.log_count ?? 0,
          total: statement ? money(statement.total) : '',
        }}
        onConfirm={markBilled}
        onClose={() => setConfirming(false)}
      />
    </Box>
  )
}
