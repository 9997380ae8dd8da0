import { useRef, useState, type FormEvent } from 'react'
import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material'
import { mdiPlay, mdiStop, mdiTimerOutline } from '@mdi/js'
import { ProjectTaskPicker } from '~/components/time_logs/project_task_picker'
import { useTimerActions } from '~/components/timer/use_timer_actions'
import { booked, type TimerDraft } from '~/components/timer/use_timer_draft'
import { useTranslation } from '~/hooks/use_translation'
import type { Connection } from '~/components/time_logs/time_log_api'
import { maxCommentLength } from '~shared/time_log_rules'
import { Icon } from '~shared/icon'
import type { Data } from '~generated/data'

interface TimerBarProps {
  timer: Data.Timer | null
  /** The running time as mm:ss, and how it is read out. */
  elapsed: string
  label: string
  connections: Connection[]
  /** What the bar holds (useTimerDraft), and its setter. */
  draft: TimerDraft
  onDraftChange: (draft: TimerDraft) => void
  /** Opens the timer's dialog: its start time, a correction, Discard. */
  onOpen: () => void
}

/**
 * The desktop timer bar in the top bar, as Toggl and Clockify have it: what you work on, the
 * project and task, and Start; while the timer runs the same fields change it as you go, and
 * Stop logs it.
 */
export function TimerBar({
  timer,
  elapsed,
  label,
  connections,
  draft,
  onDraftChange: setDraft,
  onOpen,
}: TimerBarProps) {
  const { t } = useTranslation()
  const { start, update, stop } = useTimerActions()
  const selectRef = useRef<HTMLInputElement>(null)
  const [missing, setMissing] = useState(false)

  const saveComments = () => {
    if (timer && draft.comments !== (timer.comments ?? '')) {
      update(booked(draft.booking, draft.comments))
    }
  }

  const changeBooking = (booking: string) => {
    setMissing(false)
    setDraft({ ...draft, booking })
    if (timer) update(booked(booking, draft.comments))
  }

  const startOrStop = () => {
    if (timer) stop(onOpen)
    else if (draft.booking) start(booked(draft.booking, draft.comments))
    else {
      setMissing(true)
      selectRef.current?.focus()
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (timer) saveComments()
    else startOrStop()
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('timer.timer')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, mx: 2, minWidth: 0 }}
    >
      <TextField
        size="small"
        fullWidth
        placeholder={t('timer.what')}
        value={draft.comments}
        onChange={(event) => setDraft({ ...draft, comments: event.target.value })}
        onBlur={saveComments}
        slotProps={{ htmlInput: { 'aria-label': t('timer.what'), 'maxLength': maxCommentLength } }}
      />
      <ProjectTaskPicker
        connections={connections}
        value={draft.booking}
        onChange={changeBooking}
        label={t('timer.booking')}
        size="small"
        error={missing}
        inputRef={selectRef}
        sx={{ width: { md: 220, lg: 300 }, flexShrink: 0 }}
      />
      <Tooltip title={label}>
        {timer ? (
          <Button
            onClick={onOpen}
            aria-label={label}
            aria-haspopup="dialog"
            color="inherit"
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 72 }}
          >
            {elapsed}
          </Button>
        ) : (
          <IconButton onClick={onOpen} aria-label={label} aria-haspopup="dialog">
            <Icon path={mdiTimerOutline} />
          </IconButton>
        )}
      </Tooltip>
      <Button
        variant="contained"
        color={timer ? 'secondary' : 'primary'}
        onClick={startOrStop}
        startIcon={<Icon path={timer ? mdiStop : mdiPlay} />}
        sx={{ flexShrink: 0 }}
      >
        {timer ? t('timer.stop') : t('timer.start')}
      </Button>
    </Box>
  )
}
