import { useId } from 'react'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { keyboardShortcuts } from '~/components/shortcuts/keyboard_shortcuts'

/** A key as a keycap. */
function Key({ name }: { name: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 28,
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: '0.95rem',
        textAlign: 'center',
        bgcolor: 'action.hover',
      }}
    >
      {name}
    </Box>
  )
}

/** The keyboard shortcuts, opened with `?`. */
export default function ShortcutHelpDialog({
  open,
  onClose,
}: {
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('ui.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {keyboardShortcuts.map(({ keys, action }) => (
              <TableRow key={action}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                  {keys.map((key, index) => (
                    <Box component="span" key={key}>
                      {index > 0 && ` ${t('ui.shortcuts.then')} `}
                      <Key name={key} />
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{t(`ui.shortcuts.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
