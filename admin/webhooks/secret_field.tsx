import { mdiContentCopy } from '@mdi/js'
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material'
import { useNotify, useRecordContext, useTranslate } from 'react-admin'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

/**
 * The endpoint's signing secret, read-only with a copy button, for the receiver's signature
 * check (README "Webhooks"). A new endpoint has none until it is saved.
 */
export function SecretField() {
  const record = useRecordContext<Data.Admin.WebhookEndpoint>()
  const translate = useTranslate()
  const notify = useNotify()
  if (!record?.secret) return null
  const copy = async () => {
    await navigator.clipboard.writeText(record.secret!)
    notify('resources.webhooks.secret_copied', { type: 'info' })
  }
  const label = translate('resources.webhooks.copy_secret')
  return (
    <TextField
      label={translate('resources.webhooks.fields.secret')}
      value={record.secret}
      helperText={translate('resources.webhooks.secret_help')}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={label}>
                <IconButton aria-label={label} onClick={copy} edge="end">
                  <Icon path={mdiContentCopy} />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 2 }}
    />
  )
}
