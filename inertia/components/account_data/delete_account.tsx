import { useId, useState, type FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { mdiAccountRemove } from '@mdi/js'
import { EmailField } from '~/components/accounts/email_field'
import { PasswordField } from '~/components/accounts/password_field'
import { ProfileCard } from '~/components/profile/profile_card'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import type { FieldRule } from '~/lib/field_rules'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'
import '~/components/account_data/strings'

const given: FieldRule = (value) =>
  value === '' ? { key: 'account_data.delete.password_required' } : undefined

/** The typed address must be the account's, whatever its case. */
const accountEmail =
  (email: string): FieldRule =>
  (value) =>
    value.trim().toLowerCase() === email.toLowerCase()
      ? undefined
      : { key: 'account_data.email_mismatch' }

/**
 * Deleting one's account: what goes and what stays, then a dialog that asks for the password
 * and the e-mail address typed again before the personal data is erased.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const { form, bind, passes } = useCheckedForm(
    { password: '', email_confirmation: '' },
    { password: [given], email_confirmation: [accountEmail(email)] }
  )

  const close = () => {
    setOpen(false)
    form.reset()
    form.clearErrors()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.delete(urlFor('profile.destroy'), {
      onError: (errors) => {
        if (errors.password) form.reset('password')
      },
    })
  }

  return (
    <ProfileCard heading={t('account_data.delete.heading')} text={t('account_data.delete.text')}>
      <Typography>{t('account_data.delete.goes')}</Typography>
      <Typography>{t('account_data.delete.stays')}</Typography>
      <Typography color="text.secondary">{t('account_data.delete.hint')}</Typography>
      <div>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Icon path={mdiAccountRemove} />}
          onClick={() => setOpen(true)}
        >
          {t('account_data.delete.button')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 600 } } }}
        aria-labelledby={titleId}
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('account_data.delete.dialog_title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5}>
              <DialogContentText>
                {t('account_data.delete.dialog_text', { email })}
              </DialogContentText>
              {form.errors.account && <Alert severity="error">{form.errors.account}</Alert>}
              <PasswordField {...bind('password')} hint="current-password" autoFocus />
              <EmailField
                {...bind('email_confirmation')}
                label={t('account_data.fields.email_confirmation_label')}
                autoComplete="off"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('account_data.delete.cancel')}</Button>
            <Button type="submit" variant="contained" color="error" loading={form.processing}>
              {t('account_data.delete.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </ProfileCard>
  )
}
