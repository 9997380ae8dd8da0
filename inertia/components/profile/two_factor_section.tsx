import { useState, type FormEvent } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material'
import { ProfileCard } from '~/components/profile/profile_card'
import { RecoveryCodesNotice } from '~/components/two_factor/recovery_codes_notice'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~shared/url_for'
import '~/components/two_factor/strings'

/** The profile page's prop: whether it is on, a setup under way, new recovery codes. */
export type TwoFactorProps = {
  enabled: boolean
  required: boolean
  pending: { secret: string; uri: string; svg: string } | null
  recoveryCodes: string[] | null
  recoveryCodesLeft: number
}

const options = { preserveScroll: true }

/** Two-factor sign-in: turn it on with a QR code and a code, recovery codes, turn it off. */
export function TwoFactorSection(props: TwoFactorProps) {
  const { enabled, required, pending, recoveryCodes, recoveryCodesLeft } = props
  const { t } = useTranslation()
  const [shownCodes, setShownCodes] = useState(recoveryCodes)
  const [lastCodes, setLastCodes] = useState(recoveryCodes)
  if (recoveryCodes !== lastCodes) {
    setLastCodes(recoveryCodes)
    setShownCodes(recoveryCodes)
  }
  const [turningOff, setTurningOff] = useState(false)

  const turnOff = () => {
    setTurningOff(false)
    router.delete(urlFor('profile.two-factor.destroy'), options)
  }

  return (
    <ProfileCard heading={t('two_factor.heading')} text={t('two_factor.text')}>
      {required && !enabled && <Alert severity="warning">{t('two_factor.required_notice')}</Alert>}
      {shownCodes && (
        <RecoveryCodesNotice codes={shownCodes} onDismiss={() => setShownCodes(null)} />
      )}
      {enabled ? (
        <>
          <Typography data-testid="two-factor-status">{t('two_factor.status_on')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('two_factor.recovery_left', { count: recoveryCodesLeft })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() => router.post(urlFor('profile.two-factor.recovery-codes'), {}, options)}
            >
              {t('two_factor.regenerate')}
            </Button>
            {!required && (
              <Button color="error" onClick={() => setTurningOff(true)}>
                {t('two_factor.turn_off')}
              </Button>
            )}
          </Stack>
          <ConfirmDialog
            open={turningOff}
            title={t('two_factor.turn_off_title')}
            message={t('two_factor.turn_off_text')}
            confirmLabel={t('two_factor.turn_off')}
            onConfirm={turnOff}
            onCancel={() => setTurningOff(false)}
          />
        </>
      ) : pending ? (
        <PendingSetup pending={pending} />
      ) : (
        <>
          <Typography data-testid="two-factor-status">{t('two_factor.status_off')}</Typography>
          <Box>
            <Button
              variant="contained"
              onClick={() => router.post(urlFor('profile.two-factor.store'), {}, options)}
            >
              {t('two_factor.turn_on')}
            </Button>
          </Box>
        </>
      )}
    </ProfileCard>
  )
}

/** The QR code and the secret of a setup, and the code from the app that confirms it. */
function PendingSetup({ pending }: { pending: NonNullable<TwoFactorProps['pending']> }) {
  const { t } = useTranslation()
  const form = useForm({ code: '' })
  const qrCode = `data:image/svg+xml;base64,${btoa(pending.svg)}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.clearErrors()
    if (!/^\d{3} ?\d{3}$/.test(form.data.code.trim())) {
      form.setError('code', t('validation.messages.code.regex'))
      return
    }
    form.post(urlFor('profile.two-factor.confirm'), { ...options, onError: () => form.reset() })
  }

  return (
    <Stack spacing={2}>
      <Typography>{t('two_factor.scan')}</Typography>
      <Box
        component="img"
        src={qrCode}
        alt={t('two_factor.qr_alt')}
        sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" component="p">
          {t('two_factor.secret')}
        </Typography>
        <Box
          component="code"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {pending.secret}
        </Box>
      </Box>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        spacing={2}
        aria-label={t('two_factor.turn_on')}
      >
        <TextField
          name="code"
          label={t('two_factor.code')}
          value={form.data.code}
          onChange={(event) => {
            form.setData('code', event.target.value)
            if (form.errors.code) form.clearErrors('code')
          }}
          required
          error={Boolean(form.errors.code)}
          helperText={form.errors.code}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={form.processing}>
            {t('two_factor.confirm')}
          </Button>
          <Button onClick={() => router.delete(urlFor('profile.two-factor.destroy'), options)}>
            {t('two_factor.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  )
}
