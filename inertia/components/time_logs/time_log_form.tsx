import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { Box } from '@mui/material'
import { NoConnectionNotice } from '~/components/time_logs/no_connection_notice'
import { PlannedHoursWarning } from '~/components/time_logs/planned_hours_warning'
import { forgetConnections } from '~/components/time_logs/time_log_api'
import { TimeLogCommentsField } from '~/components/time_logs/time_log_comments_field'
import { TimeLogDateField } from '~/components/time_logs/time_log_date_field'
import { TimeLogDurationField } from '~/components/time_logs/time_log_duration_field'
import { TimeLogFormActions } from '~/components/time_logs/time_log_form_actions'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { TimeLogTimeField } from '~/components/time_logs/time_log_time_field'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'
import { useTimeLogReturn } from '~/components/time_logs/use_time_log_list_url'
import { useUnsavedChangesPrompt } from '~/components/time_logs/use_unsaved_changes_prompt'
import { focusFirstInvalidField } from '~/lib/focus'
import {
  bookingKey,
  bookingOf,
  ProjectTaskPicker,
} from '~/components/time_logs/project_task_picker'
import { fetchSuggestedTimes } from '~/components/time_logs/time_log_api'
import { usePastComments } from '~/components/time_logs/use_past_comments'
import { useTranslation } from '~/hooks/use_translation'
import { isCalendarDate } from '~shared/calendar_dates'
import { timeLogRules } from '~/lib/time_log_rules'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

/** The date and times a new log starts with (the server's suggestion); HH:MM or ''. */
export type NewTimeLogDefaults = {
  date: string
  start_time: string
  stop_time: string
}

export interface TimeLogFormProps {
  /** The log to edit. */
  timeLog?: Data.TimeLog
  /** A new log's date and times. */
  defaults?: NewTimeLogDefaults
  /** The log a new one copies the project, task and comments of. */
  duplicateOf?: Data.TimeLog
  /** The log is in a closed period: shown, not to be changed. */
  disabled?: boolean
}

/** The form's fields as text, as inputs hold them; ids are '' until chosen. */
function fieldsOf({ timeLog, defaults, duplicateOf }: TimeLogFormProps) {
  const source = timeLog ?? duplicateOf
  const times = timeLog ?? defaults
  return {
    project_id: source ? String(source.project.id) : '',
    task_id: source ? String(source.task.id) : '',
    date: times?.date ?? '',
    start_time: times?.start_time ?? '',
    stop_time: times?.stop_time ?? '',
    comments: source?.comments ?? '',
  }
}

/** Creates a log (from defaults, or as a copy), or edits the one given. */
export function TimeLogForm(props: TimeLogFormProps) {
  const { timeLog, disabled } = props
  const source = timeLog ?? props.duplicateOf
  const timeZone = usePage().props.auth.user?.timezone
  const { form, bind, passes } = useCheckedForm(fieldsOf(props), timeLogRules(timeZone))
  const connections = useTimeLogConnections()
  const listUrl = useTimeLogReturn().url
  const { data, errors } = form
  const comments = bind('comments')
  const unsavedChangesPrompt = useUnsavedChangesPrompt(form.isDirty)
  const formRef = useRef<HTMLFormElement>(null)
  // Counts the refused submits: each moves the focus to the first field that says why.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals) focusFirstInvalidField(formRef.current)
  }, [refusals])
  const refused = () => setRefusals((count) => count + 1)

  const booking =
    data.project_id && data.task_id ? bookingKey(Number(data.project_id), Number(data.task_id)) : ''
  const { t } = useTranslation()

  /** Sets a field, and lets a message beneath it go once the field changes. */
  const change = (name: keyof typeof data, value: string) => {
    form.setData(name, value)
    form.clearErrors(name)
  }

  const changeBooking = (key: string) => {
    const ids = key ? bookingOf(key) : undefined
    form.setData({
      ...data,
      project_id: ids ? String(ids.project_id) : '',
      task_id: ids ? String(ids.task_id) : '',
    })
    form.clearErrors('project_id', 'task_id')
  }

  const pastComments = usePastComments(booking, disabled)

  // A new log's times follow its date (the server suggests them after that day's last log),
  // until the user types a time of their own.
  const typedTimes = useRef({ start_time: false, stop_time: false })
  const suggestsTimes = !timeLog && !disabled
  const [suggestedFor, setSuggestedFor] = useState(data.date)
  useEffect(() => {
    if (!suggestsTimes || data.date === suggestedFor || !isCalendarDate(data.date)) return
    const request = new AbortController()
    fetchSuggestedTimes(data.date, request.signal)
      .then((suggested) => {
        setSuggestedFor(suggested.date)
        form.setData((fields) => ({
          ...fields,
          ...(!typedTimes.current.start_time && { start_time: suggested.start_time }),
          ...(!typedTimes.current.stop_time && { stop_time: suggested.stop_time }),
        }))
      })
      .catch(() => {}) // Only a suggestion: the times stay as they are.
    return () => request.abort()
    // form.setData is the same function throughout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.date, suggestedFor, suggestsTimes])

  const changeTime = (name: 'start_time' | 'stop_time', value: string) => {
    typedTimes.current[name] = true
    change(name, value)
  }

  /**
   * Enter saves from any field: a list that is open takes it first (choosing an option), and a
   * button does what it does. Saving waits until the field's own handling of the key (a time
   * typed as `14` becomes 14:00) is rendered, so it sends what the field shows.
   */
  const [enterPresses, setEnterPresses] = useState(0)
  useEffect(() => {
    if (enterPresses) formRef.current?.requestSubmit()
  }, [enterPresses])
  const enterSaves = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || disabled) return
    if ((event.target as HTMLElement).closest('button, a')) return
    event.preventDefault()
    setEnterPresses((count) => count + 1)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return refused()
    form.transform((fields) => ({
      ...fields,
      project_id: Number(fields.project_id),
      task_id: Number(fields.task_id),
      // The server goes back there once saved; it takes only the list's or the week's URL.
      return_to: listUrl,
    }))
    // The project's hours used change with the log: the next page asks for them again.
    const options = { onError: refused, onSuccess: forgetConnections }
    if (timeLog) form.put(urlFor('time-logs.update', { time_log: timeLog.id }), options)
    else form.post(urlFor('time-logs.store'), options)
  }

  return (
    <TimeLogPickersProvider>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={submit}
        onKeyDown={enterSaves}
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <NoConnectionNotice />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ProjectTaskPicker
            name="project_id"
            label={t('timer.booking')}
            connections={connections}
            value={booking}
            onChange={changeBooking}
            current={
              source && booking === bookingKey(source.project.id, source.task.id)
                ? { project: source.project.name, task: source.task.name }
                : undefined
            }
            required
            error={Boolean(errors.project_id ?? errors.task_id)}
            helperText={errors.project_id ?? errors.task_id}
            disabled={disabled}
            autoFocus={!disabled}
          />
        </Box>
        <TimeLogDateField
          value={data.date}
          onChange={(date) => change('date', date)}
          error={errors.date}
          disabled={disabled}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <TimeLogTimeField
            name="start_time"
            value={data.start_time}
            onChange={(time) => changeTime('start_time', time)}
            maxTime={data.stop_time}
            error={errors.start_time}
            disabled={disabled}
          />
          <TimeLogTimeField
            name="stop_time"
            value={data.stop_time}
            onChange={(time) => changeTime('stop_time', time)}
            minTime={data.start_time}
            error={errors.stop_time}
            disabled={disabled}
          />
          <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <TimeLogDurationField
              startTime={data.start_time}
              stopTime={data.stop_time}
              onStopTime={(time) => changeTime('stop_time', time)}
              disabled={disabled}
            />
          </Box>
        </Box>
        <PlannedHoursWarning
          connections={connections}
          projectId={data.project_id}
          startTime={data.start_time}
          stopTime={data.stop_time}
          timeLog={timeLog}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TimeLogCommentsField
            value={comments.value}
            onChange={comments.onChange}
            onBlur={comments.onBlur}
            error={errors.comments}
            disabled={disabled}
            suggestions={pastComments}
          />
        </Box>
        <TimeLogFormActions
          timeLog={timeLog}
          listUrl={listUrl}
          saving={form.processing}
          closed={disabled}
        />
      </Box>
      {unsavedChangesPrompt}
    </TimeLogPickersProvider>
  )
}
