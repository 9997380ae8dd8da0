import { useEffect, useId, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material'
import { TimeLogCommentsField } from '~/components/time_logs/time_log_comments_field'
import { usePastComments } from '~/components/time_logs/use_past_comments'
import { TimeLogDateField } from '~/components/time_logs/time_log_date_field'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { TimeLogTimeField } from '~/components/time_logs/time_log_time_field'
import { NoConnectionNotice } from '~/components/time_logs/no_connection_notice'
import {
  bookingKey,
  bookingOf,
  ProjectTaskPicker,
} from '~/components/time_logs/project_task_picker'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTranslation } from '~/hooks/use_translation'
import { timeLogsChangedEvent } from '~/components/timer/timer'
import { attemptedLog, startFields, startNotInFuture } from '~/components/timer/timer_correction'
import type { Connection } from '~/components/time_logs/time_log_api'
import { timeLogRules } from '~/lib/time_log_rules'
import { urlFor } from '~shared/url_for'
import type { Data } from '~generated/data'

/** In timer mode these are listed together in one alert, unless their fields show. */
const listedErrors = ['timer', 'date', 'start_time', 'stop_time'] as const

/** A running timer shows its start, to be corrected; the stop time only to correct a refused stop. */
function fieldsOf(timer: Data.Timer | null, timeZone?: string) {
  return {
    project_id: timer ? String(timer.project_id) : '',
    task_id: timer ? String(timer.task_id) : '',
    comments: timer?.comments ?? '',
    date: '',
    start_time: '',
    ...(timer && startFields(timer, timeZone)),
    stop_time: '',
  }
}

type Fields = ReturnType<typeof fieldsOf>

const bookingChanged = (data: Fields, shown: Fields) =>
  data.project_id !== shown.project_id ||
  data.task_id !== shown.task_id ||
  data.comments !== shown.comments

const startChanged = (data: Fields, shown: Fields) =>
  data.date !== shown.date || data.start_time !== shown.start_time

interface TimerDialogProps {
  open: boolean
  onClose: () => void
  timer: Data.Timer | null
  elapsed: string
  connections: Connection[]
}

/**
 * The time form in its timer variant: project and task (one picker) and comments; Start, or,
 * while it runs, the same fields and its start to change (Save changes), Stop and Discard.
 * A stop that a rule refused keeps the timer running and opens its date and times for a
 * correction, with the error beneath its field: the tracked time is saved or discarded, never lost.
 */
export default function TimerDialog({
  open,
  onClose,
  timer,
  elapsed,
  connections,
}: TimerDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  // The timer whose refused stop is being corrected: another start or stop ends the correction.
  const running = timer !== null
  const timerKey = JSON.stringify(timer)
  const [correctedTimer, setCorrectedTimer] = useState<string | null>(null)
  const correcting = running && correctedTimer === timerKey
  const timeZone = usePage().props.auth.user?.timezone
  const rules = timeLogRules(timeZone)
  const { form, bind, passes } = useCheckedForm(fieldsOf(timer, timeZone), {
    project_id: rules.project_id,
    task_id: rules.task_id,
    comments: rules.comments,
    ...(running && {
      date: rules.date,
      start_time: [...rules.start_time, startNotInFuture(timeZone)],
    }),
    ...(correcting && { start_time: rules.start_time, stop_time: rules.stop_time }),
  })
  const [confirming, setConfirming] = useState<'replace' | 'discard' | null>(null)
  const { data, errors } = form
  const comments = bind('comments')
  const visit = { preserveScroll: true, preserveState: true }

  // Another tab or device may start or end the timer while this dialog shows it.
  useEffect(() => {
    if (timer) form.setData(fieldsOf(timer, timeZone))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timerKey])

  const booking =
    data.project_id && data.task_id ? bookingKey(Number(data.project_id), Number(data.task_id)) : ''

  const pastComments = usePastComments(booking)

  const changeBooking = (key: string) => {
    const ids = key ? bookingOf(key) : undefined
    form.setData({
      ...data,
      project_id: ids ? String(ids.project_id) : '',
      task_id: ids ? String(ids.task_id) : '',
    })
    form.clearErrors('project_id', 'task_id')
  }

  const start = (replace: boolean) => {
    form.transform((fields) => ({
      ...fields,
      project_id: Number(fields.project_id),
      task_id: Number(fields.task_id),
      replace,
    }))
    form.post(urlFor('timer.store'), {
      ...visit,
      onError: (problems) => problems.timer && setConfirming('replace'),
    })
  }

  /** Back to an empty form, and the Time Logs table, if open, shows what changed. */
  const finished = () => {
    form.setDefaults(fieldsOf(null))
    form.reset()
    form.clearErrors()
    setCorrectedTimer(null)
    onClose()
  }

  /**
   * Saves the changed project, task, comments and start of the running timer, then goes on. A
   * correction's date and times are the log's, not the start's, so they are not sent.
   */
  const save = (then?: () => void) => {
    const shown = fieldsOf(timer, timeZone)
    form.transform((fields) => ({
      project_id: Number(fields.project_id),
      task_id: Number(fields.task_id),
      comments: fields.comments,
      ...(!correcting &&
        startChanged(fields as Fields, shown) && {
          date: fields.date,
          start_time: fields.start_time,
        }),
    }))
    form.patch(urlFor('timer.update'), { ...visit, onSuccess: () => then?.() })
  }

  const changed = () => {
    const shown = fieldsOf(timer, timeZone)
    return (
      bookingChanged(data as Fields, shown) || (!correcting && startChanged(data as Fields, shown))
    )
  }

  /** Stops now, or with the corrected date and times once a stop was refused. */
  const stop = (runningTimer: Data.Timer) => {
    const attempted = attemptedLog(runningTimer, new Date(), timeZone)
    form.transform(({ date, start_time: startTime, stop_time: stopTime }) =>
      correcting ? { date, start_time: startTime, stop_time: stopTime } : {}
    )
    form.post(urlFor('timer.stop'), {
      ...visit,
      onSuccess: () => {
        finished()
        window.dispatchEvent(new Event(timeLogsChangedEvent))
      },
      onError: (problems) => {
        if (correcting || problems.timer) return
        form.setData((fields) => ({ ...fields, ...attempted }))
        setCorrectedTimer(timerKey)
      },
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (timer) {
      if (!passes()) return
      if (changed()) save(() => stop(timer))
      else stop(timer)
    } else if (passes()) {
      start(false)
    }
  }

  /** Sets a corrected field, and lets a message beneath it go once the field changes. */
  const correct = (name: 'date' | 'start_time' | 'stop_time', value: string) => {
    form.setData(name, value)
    form.clearErrors(name)
  }

  const discard = () => {
    setConfirming(null)
    router.delete(urlFor('timer.destroy'), { ...visit, onSuccess: finished })
  }

  const listed = listedErrors
    .filter((name) => name === 'timer' || (name === 'stop_time' ? !correcting : !running))
    .flatMap((name) => (errors[name] ? [errors[name]] : []))

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
      >
        <DialogTitle id={titleId}>
          {t('timer.title')}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {running ? `${t('timer.active')} · ${elapsed}` : t('timer.idle')}
          </Typography>
        </DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2.5,
            pt: '8px !important',
          }}
        >
          {correcting && <Alert severity="warning">{t('timer.not_stopped')}</Alert>}
          {listed.length > 0 && (
            <Alert severity="error">
              <AlertTitle>{t('timer.errors')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {listed.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </Alert>
          )}
          <NoConnectionNotice />
          <ProjectTaskPicker
            name="project_id"
            label={t('timer.booking')}
            connections={connections}
            value={booking}
            onChange={changeBooking}
            required
            error={Boolean(errors.project_id ?? errors.task_id)}
            helperText={errors.project_id ?? errors.task_id}
            autoFocus={!running}
          />
          {running && !correcting && (
            <TimeLogPickersProvider>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
              >
                <TimeLogDateField
                  value={data.date}
                  onChange={(date) => correct('date', date)}
                  error={errors.date}
                />
                <TimeLogTimeField
                  key={timerKey}
                  name="start_time"
                  seconds
                  value={data.start_time}
                  onChange={(time) => correct('start_time', time)}
                  error={errors.start_time}
                />
              </Box>
            </TimeLogPickersProvider>
          )}
          {correcting && (
            <TimeLogPickersProvider>
              <TimeLogDateField
                value={data.date}
                onChange={(date) => correct('date', date)}
                error={errors.date}
              />
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
              >
                <TimeLogTimeField
                  name="start_time"
                  seconds
                  value={data.start_time}
                  onChange={(time) => correct('start_time', time)}
                  maxTime={data.stop_time}
                  error={errors.start_time}
                />
                <TimeLogTimeField
                  name="stop_time"
                  seconds
                  value={data.stop_time}
                  onChange={(time) => correct('stop_time', time)}
                  minTime={data.start_time}
                  error={errors.stop_time}
                />
              </Box>
            </TimeLogPickersProvider>
          )}
          <TimeLogCommentsField
            value={comments.value}
            onChange={comments.onChange}
            onBlur={comments.onBlur}
            error={errors.comments}
            suggestions={pastComments}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('timer.close')}</Button>
          {running && (
            <Button color="error" onClick={() => setConfirming('discard')}>
              {t('timer.discard')}
            </Button>
          )}
          {running && !correcting && (
            <Button onClick={() => passes() && save()} disabled={!changed()}>
              {t('timer.save_changes')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={form.processing}>
            {correcting ? t('timer.save_log') : running ? t('timer.stop') : t('timer.start')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'discard'}
        title={t('timer.discard_title')}
        message={t('timer.discard_confirm')}
        confirmLabel={t('timer.discard')}
        onConfirm={discard}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'replace'}
        title={t('timer.replace_title')}
        message={t('timer.replace_confirm')}
        confirmLabel={t('timer.replace')}
        onConfirm={() => {
          setConfirming(null)
          form.clearErrors('timer')
          start(true)
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}
