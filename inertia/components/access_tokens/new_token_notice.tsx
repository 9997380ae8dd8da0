import { useId } from 'react'
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material'
import { mdiContentCopy } from '@mdi/js'
import type { Data } from '~generated/data'
import { useTranslation } from '~/hooks/use_translation'
import { showToast } from '~/lib/toast_queue'
import { Icon } from '~shared/icon'

interface NewTokenNoticeProps {
  token: Data.NewAccessToken
  onDismiss: () => void
}

/** The secret of the token just made, shown this once, with a copy button. */
export function NewTokenNotice({ token, onDismiss }: NewTokenNoticeProps) {
  const { t, locale } = useTranslation()
  const secretId = useId()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.secret)
      showToast({ message: t('access_tokens.copied'), colour: 'success', locale })
    } catch {
      showToast({ message: t('access_tokens.copy_failed'), colour: 'error', locale })
    }
  }

  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{t('access_tokens.new_token', { name: token.name })}</AlertTitle>
      <Box sx={{ mb: 1.5 }}>{t('access_tokens.new_token_warning')}</Box>
      <Box
        id={secretId}
        component="code"
        data-testid="new-token-secret"
        sx={{
          display: 'block',
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {token.secret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          onClick={copy}
          aria-describedby={secretId}
          startIcon={<Icon path={mdiContentCopy} />}
        >
          {t('access_tokens.copy')}
        </Button>
        <Button onClick={onDismiss}>{t('access_tokens.dismiss')}</Button>
      </Stack>
    </Alert>
  )
}
