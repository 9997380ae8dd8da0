import { useEffect, useState } from 'react'
import { mdiContentCopy } from '@mdi/js'
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material'
import { useNotify, useRecordContext, useStore, useTranslate, type Identifier } from 'react-admin'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

/** The answer to a create or a rotation: the only one with the endpoint's secret. */
export type IssuedEndpoint = Data.Admin.WebhookEndpoint & { secret?: string }

type IssuedSecret = { id: Identifier; secret: string; rotated: boolean }

/** In the panel's memoryStore: the secret is never written to the browser's storage. */
const storeKey = 'webhooks.issued_secret'

/**
 * Hands the secret a save answered with to the notice of the page the panel shows next;
 * answers whether there was one.
 */
export function useKeepIssuedSecret() {
  const [, setIssued] = useStore<IssuedSecret | null>(storeKey, null)
  return (endpoint: IssuedEndpoint, rotated: boolean) => {
    if (endpoint.secret) setIssued({ id: endpoint.id, secret: endpoint.secret, rotated })
    return Boolean(endpoint.secret)
  }
}

/**
 * The endpoint's new signing secret, shown this once with a copy button (docs/api.md):
 * taken out of the store as it shows, it is gone once the page is left or the notice closed.
 */
export function IssuedSecretNotice() {
  const record = useRecordContext<Data.Admin.WebhookEndpoint>()
  const translate = useTranslate()
  const notify = useNotify()
  const [stored, setStored] = useStore<IssuedSecret | null>(storeKey, null)
  const [issued, setIssued] = useState<IssuedSecret | null>(null)
  const ours = stored !== null && stored.id === record?.id
  if (ours && stored !== issued) setIssued(stored)
  useEffect(() => {
    if (ours) setStored(null)
  }, [ours, setStored])
  if (!issued) return null

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret)
      notify('resources.webhooks.secret_copied', { type: 'info' })
    } catch {
      notify('resources.webhooks.copy_failed', { type: 'error' })
    }
  }
  const copyLabel = translate('resources.webhooks.copy_secret')
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ 'mb': 2, 'width': '100%', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{translate('resources.webhooks.secret_issued')}</AlertTitle>
      <Box sx={{ mb: 2 }}>
        {translate('resources.webhooks.secret_once')}
        {issued.rotated ? ` ${translate('resources.webhooks.secret_rotated')}` : ''}
      </Box>
      <TextField
        label={translate('resources.webhooks.fields.secret')}
        value={issued.secret}
        helperText={translate('resources.webhooks.secret_help')}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copyLabel}>
                  <IconButton aria-label={copyLabel} onClick={copy} edge="end">
                    <Icon path={mdiContentCopy} />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button onClick={() => setIssued(null)} sx={{ mt: 1 }}>
        {translate('resources.webhooks.secret_done')}
      </Button>
    </Alert>
  )
}
