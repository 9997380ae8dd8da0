import { useId, type ReactNode } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'

interface ConfirmDialogProps {
  open: boolean
  title: string
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * At most 600 px wide and persistent: only its buttons close it, not a click
 * beside it or Escape.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel ?? t('ui.actions.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {confirmLabel ?? t('ui.actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
