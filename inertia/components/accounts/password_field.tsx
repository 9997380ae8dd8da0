import { useState, type ReactNode } from 'react'
import { IconButton, InputAdornment } from '@mui/material'
import { mdiEye, mdiEyeOff, mdiLockOutline } from '@mdi/js'
import { OutlinedField, type OutlinedFieldProps } from '~/components/ui/outlined_field'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'

type PasswordFieldProps = Omit<OutlinedFieldProps, 'type' | 'label' | 'autoComplete'> & {
  label?: ReactNode
  /** The autocomplete attribute: 'current-password' or 'new-password'. */
  hint?: string
  /** An @mdi/js path shown before the input. */
  icon?: string
}

/** Hidden by default, with an eye / eye-off button that shows or hides it. */
export function PasswordField({
  label,
  required = true,
  hint,
  icon = mdiLockOutline,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      label={label ?? t('ui.auth.password')}
      required={required}
      autoComplete={hint}
      startAdornment={
        <InputAdornment position="start">
          <Icon path={icon} />
        </InputAdornment>
      }
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={t(visible ? 'ui.auth.hide_password' : 'ui.auth.show_password')}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon path={visible ? mdiEyeOff : mdiEye} />
          </IconButton>
        </InputAdornment>
      }
    />
  )
}
