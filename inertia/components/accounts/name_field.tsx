import { InputAdornment } from '@mui/material'
import { mdiAccountOutline } from '@mdi/js'
import { OutlinedField, type OutlinedFieldProps } from '~/components/ui/outlined_field'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'

/** A person's name, required; with an icon like the e-mail and password fields beside it. */
export function NameField(props: Omit<OutlinedFieldProps, 'label'>) {
  const { t } = useTranslation()
  return (
    <OutlinedField
      autoComplete="name"
      {...props}
      label={t('validation.fields.name')}
      required
      startAdornment={
        <InputAdornment position="start">
          <Icon path={mdiAccountOutline} />
        </InputAdornment>
      }
    />
  )
}
