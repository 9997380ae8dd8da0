import { useEffect, useId, useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
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
import { ConfirmDialog } from '~/components/confirm_dialog'
import { TimeLogCommentsField } from '~/components/time_log_comments_field'
import { TimeLogSelect } from '~/components/time_log_select'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTimeLogConnections } from '~/hooks/use_time_log_connections'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/lib/client'
import { timeLogsChangedEvent, type RunningTimer } from '~/lib/timer'
import { projectOptions, taskOptions } from '~/lib/time_log_options'
import { timeLogRules } from '~/lib/time_log_rules'

const { project_id: projectRules, task_id: taskRules, comments: commentRules } = timeLogRules

/** SPEC.md §5: in timer mode these are listed together in one alert. */
const listedErrors = ['timer', 'date', 'start_time', 'stop_time'] as const

function fieldsOf(timer: RunningTimer | null) {
  return {
    project_id: timer ? String(timer.project_id) : '',
    task_id: timer ? String(timer.task_id) : '',
    comments: timer?.comments ?? '',
  }
}

interface TimerDialogProps {
  open: boolean
  onClose: () => void
  timer: RunningTimer | null
  elapsed: string
}

/** The time form in its timer variant: project, task and comments; Start, or Stop and Discard. */
export default function TimerDialog({ open, onClose, timer, elapsed }: TimerDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const { form, bind, passes } = useCheckedForm(fieldsOf(timer), {
    project_id: projectRules,
    task_id: taskRules,
    comments: commentRules,
  })
  const connections = useTimeLogConnections()
  const [confirming, setConfirming] = useState<'replace' | 'discard' | null>(null)
  const { data, errors } = form
  const comments = bind('comments')
  const running = timer !== null
  const visit = { preserveScroll: true, preserveState: true }

  // Another tab or device may start or end the timer while this dialog shows it.
  const timerKey = JSON.stringify(timer)
  useEffect(() => {
    if (timer) form.setData(fieldsOf(timer))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timerKey])

  const changeProject = (projectId: string) => {
    form.setData({ ...data, project_id: projectId, task_id: '' })
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
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (running) {
      form.transform(() => ({}))
      form.post(urlFor('timer.stop'), {
        ...visit,
        onSuccess: () => {
          finished()
          window.dispatchEvent(new Event(timeLogsChangedEvent))
        },
      })
    } else if (passes()) {
      start(false)
    }
  }

  const discard = () => {
    setConfirming(null)
    router.delete(urlFor('timer.destroy'), { ...visit, onSuccess: finished })
  }

  const listed = listedErrors.flatMap((name) => (errors[name] ? [errors[name]] : []))

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
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
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
          <TimeLogSelect
            name="project_id"
            value={data.project_id}
            options={projectOptions(connections)}
            onChange={changeProject}
            error={errors.project_id}
            readOnly={running}
          />
          <TimeLogSelect
            name="task_id"
            value={data.task_id}
            options={taskOptions(connections, data.project_id)}
            onChange={(taskId) => {
              form.setData('task_id', taskId)
              form.clearErrors('task_id')
            }}
            error={errors.task_id}
            disabled={!data.project_id}
            readOnly={running}
          />
          <TimeLogCommentsField
            value={comments.value}
            onChange={comments.onChange}
            onBlur={comments.onBlur}
            error={errors.comments}
            readOnly={running}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('timer.close')}</Button>
          {running && (
            <Button color="error" onClick={() => setConfirming('discard')}>
              {t('timer.discard')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={form.processing}>
            {running ? t('timer.stop') : t('timer.start')}
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
