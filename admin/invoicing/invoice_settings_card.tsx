import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { mdiContentSave } from '@mdi/js'
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '~admin/data_provider'
import { Icon } from '~shared/icon'
import { percentOf, taxRateOf } from '~shared/billing'

/** The company's name and address on every statement, and the tax rate the page starts with. */
export function InvoiceSettingsCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const t = (key: string) => translate(`invoicing.settings.${key}`)
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [taxRate, setTaxRate] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    dataProvider
      .getInvoiceSettings()
      .then((settings) => {
        setName(settings.company_name ?? '')
        setAddress(settings.company_address ?? '')
        setTaxRate(settings.invoice_tax_rate === null ? '' : percentOf(settings.invoice_tax_rate))
        setLoaded(true)
      })
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
  }, [dataProvider, notify])

  const rate = taxRate.trim() === '' ? null : taxRateOf(taxRate)
  const rateInvalid = taxRate.trim() !== '' && rate === null

  const save = async () => {
    try {
      await dataProvider.setInvoiceSettings({
        company_name: name,
        company_address: address,
        invoice_tax_rate: rate,
      })
      setErrors({})
      notify('invoicing.settings.saved', { type: 'info' })
    } catch (failure) {
      const refused = failure instanceof HttpError ? failure.body?.errors : undefined
      if (refused) setErrors(refused)
      else notify('ra.notification.http_error', { type: 'error' })
    }
  }

  return (
    <Card component="section" aria-labelledby="invoice-settings-title">
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <Typography variant="h6" component="h2" id="invoice-settings-title">
          {t('title')}
        </Typography>
        <Typography variant="body2">{t('explanation')}</Typography>
        <TextField
          label={t('company_name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.company_name)}
          helperText={errors.company_name}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('company_address')}
          value={address}
          multiline
          minRows={3}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(errors.company_address)}
          helperText={errors.company_address}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField
          label={t('tax_rate')}
          value={taxRate}
          onChange={(event) => setTaxRate(event.target.value)}
          error={rateInvalid || Boolean(errors.invoice_tax_rate)}
          helperText={
            rateInvalid ? translate('invoicing.tax_rate_invalid') : errors.invoice_tax_rate
          }
          sx={{ maxWidth: 200 }}
        />
        {Object.keys(errors).length > 0 && <Alert severity="error">{t('not_saved')}</Alert>}
        <Box>
          <Button
            variant="contained"
            startIcon={<Icon path={mdiContentSave} />}
            disabled={!loaded || rateInvalid}
            onClick={save}
          >
            {translate('ra.action.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
