import { useId } from 'react'
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material'
import { mdiContentCopy, mdiDownload } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { showToast } from '~/lib/toast_queue'
import { Icon } from '~shared/icon'
import '~/components/two_factor/strings'

interface RecoveryCodesNoticeProps {
  codes: string[]
  onDismiss: () => void
}

/** New recovery codes, shown this once, to copy or download as a text file. */
export function RecoveryCodesNotice({ codes, onDismiss }: RecoveryCodesNoticeProps) {
  const { t, locale } = useTranslation()
  const listId = useId()
  const text = codes.join('\n') + '\n'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      showToast({ message: t('two_factor.copied'), colour: 'success', locale })
    } catch {
      showToast({ message: t('two_factor.copy_failed'), colour: 'error', locale })
    }
  }

  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    link.download = 'hourbook-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{t('two_factor.recovery_heading')}</AlertTitle>
      <Box sx={{ mb: 1.5 }}>{t('two_factor.recovery_text')}</Box>
      <Box
        id={listId}
        component="ul"
        data-testid="recovery-codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={copy}
          aria-describedby={listId}
          startIcon={<Icon path={mdiContentCopy} />}
        >
          {t('two_factor.copy')}
        </Button>
        <Button onClick={download} startIcon={<Icon path={mdiDownload} />}>
          {t('two_factor.download')}
        </Button>
        <Button onClick={onDismiss}>{t('two_factor.done')}</Button>
      </Stack>
    </Alert>
  )
}
