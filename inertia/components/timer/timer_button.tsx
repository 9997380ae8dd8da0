import { Button, IconButton, Tooltip } from '@mui/material'
import { mdiTimerOutline } from '@mdi/js'
import { Icon } from '~shared/icon'

interface TimerButtonProps {
  running: boolean
  elapsed: string
  label: string
  onOpen: () => void
}

/**
 * The phone's timer in the top bar: an icon while idle, the running time while it runs. In the
 * bar rather than floating, so it never covers a row's buttons or a form's Save.
 */
export function TimerButton({ running, elapsed, label, onOpen }: TimerButtonProps) {
  return (
    <Tooltip title={label}>
      {running ? (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          onClick={onOpen}
          aria-label={label}
          aria-haspopup="dialog"
          startIcon={<Icon path={mdiTimerOutline} />}
          sx={{ fontVariantNumeric: 'tabular-nums', mr: 1 }}
        >
          {elapsed}
        </Button>
      ) : (
        <IconButton onClick={onOpen} aria-label={label} aria-haspopup="dialog" sx={{ mr: 1 }}>
          <Icon path={mdiTimerOutline} />
        </IconButton>
      )}
    </Tooltip>
  )
}
