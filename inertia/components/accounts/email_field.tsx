import type { ReactNode } from 'react'
import { InputAdornment } from '@mui/material'
import { mdiEmailOutline } from '@mdi/js'
import { OutlinedField, type OutlinedFieldProps } from '~/components/ui/outlined_field'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'

type EmailFieldProps = Omit<OutlinedFieldProps, 'type' | 'label'> & { label?: ReactNode }

/** An e-mail address input, required unless told otherwise. */
export function EmailField({ label, required = true, ...props }: EmailFieldProps) {
  const { t } = useTranslation()
  return (
    <OutlinedField
      autoComplete="email"
      {...props}
      type="email"
      label={label ?? t('ui.auth.email')}
      required={required}
      startAdornment={
        <InputAdornment position="start">
          <Icon path={mdiEmailOutline} />
        </InputAdornment>
      }
    />
  )
}
