import { useEffect, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { mdiContentSave, mdiLockOpenVariantOutline } from '@mdi/js'
import {
  Confirm,
  HttpError,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin'
import type { AdminDataProvider } from '~admin/data_provider'
import { formatDay } from '~admin/fields'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

/** What the confirmation is about to do: lock up to the chosen date, or clear the lock. */
type Pending = { lockDate: string | null } | null

/**
 * The lock date (docs/admin-guide.md): time on or before it is closed to everyone but
 * administrators, whose changes there are recorded. Shows who set it and when; setting or
 * clearing it asks first.
 */
export function LockDatePage() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [current, setCurrent] = useState<Data.Admin.LockDate | null>(null)
  const [chosen, setChosen] = useState<Dayjs | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [saving, setSaving] = useState(false)

  const show = (lockDate: Data.Admin.LockDate) => {
    setCurrent(lockDate)
    setChosen(lockDate.lock_date ? dayjs(lockDate.lock_date) : null)
  }

  useEffect(() => {
    dataProvider
      .getLockDate()
      .then(show)
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
  }, [dataProvider, notify])

  const save = async () => {
    if (!pending) return
    setSaving(true)
    try {
      show(await dataProvider.setLockDate(pending.lockDate))
      setError(null)
      notify(`lock_date.${pending.lockDate ? 'saved' : 'cleared'}`, { type: 'info' })
    } catch (failure) {
      const errors = failure instanceof HttpError ? failure.body?.errors : undefined
      if (errors) setError(Object.values<string>(errors)[0])
      else notify('ra.notification.http_error', { type: 'error' })
    } finally {
      setSaving(false)
      setPending(null)
    }
  }

  const chosenText = chosen?.isValid() ? chosen.format('YYYY-MM-DD') : null
  const day = (value: string) => formatDay(value, locale)

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={translate('lock_date.title')} />
      <Card>
        {!current && <LinearProgress aria-label={translate('ra.page.loading')} />}
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>{translate('lock_date.explanation')}</Typography>
          {current && (
            <Alert severity={current.lock_date ? 'info' : 'success'} variant="outlined">
              {current.lock_date
                ? translate('lock_date.locked', { date: day(current.lock_date) })
                : translate('lock_date.none')}
              {current.updated_by && current.updated_at && (
                <Typography variant="body2" color="text.secondary">
                  {translate('lock_date.changed_by', {
                    name: current.updated_by.name,
                    at: dayjs(current.updated_at).locale(locale).format('D MMM YYYY HH:mm'),
                  })}
                </Typography>
              )}
            </Alert>
          )}
          <DatePicker
            label={translate('lock_date.field')}
            value={chosen}
            maxDate={dayjs()}
            onChange={(value) => {
              setChosen(value)
              setError(null)
            }}
            slotProps={{
              textField: {
                name: 'lock_date',
                error: Boolean(error),
                helperText: error ?? translate('lock_date.help'),
                sx: { maxWidth: 320 },
              },
            }}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<Icon path={mdiContentSave} />}
              disabled={!current || !chosenText || chosenText === current.lock_date}
              onClick={() => setPending({ lockDate: chosenText })}
            >
              {translate('ra.action.save')}
            </Button>
            <Button
              startIcon={<Icon path={mdiLockOpenVariantOutline} />}
              disabled={!current?.lock_date}
              onClick={() => setPending({ lockDate: null })}
            >
              {translate('lock_date.clear')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={pending !== null}
        loading={saving}
        title={pending?.lockDate ? 'lock_date.confirm_title' : 'lock_date.clear_title'}
        content={pending?.lockDate ? 'lock_date.confirm_text' : 'lock_date.clear_text'}
        translateOptions={{ date: pending?.lockDate ? day(pending.lockDate) : '' }}
        onConfirm={save}
        onClose={() => setPending(null)}
      />
    </Box>
  )
}
