import type { FormEvent } from 'react'
import { Box, Button, Stack } from '@mui/material'
import { NoConnectionNotice } from '~/components/time_logs/no_connection_notice'
import { TimeLogCommentsField } from '~/components/time_logs/time_log_comments_field'
import { TimeLogDateField } from '~/components/time_logs/time_log_date_field'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { TimeLogSelect } from '~/components/time_logs/time_log_select'
import { TimeLogTimeField } from '~/components/time_logs/time_log_time_field'
import { RouterLink } from '~/components/ui/router_link'
import { useCheckedForm } from '~/hooks/use_checked_form'
import { useTimeLogConnections } from '~/hooks/use_time_log_connections'
import { useTimeLogListUrl } from '~/hooks/use_time_log_list_url'
import { useTranslation } from '~/hooks/use_translation'
import { projectOptions, taskOptions, withCurrent } from '~/lib/time_log_options'
import { timeLogRules } from '~/lib/time_log_rules'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

/** The form's fields as text, as inputs hold them; ids are '' until chosen. */
function fieldsOf(timeLog?: Data.TimeLog) {
  return {
    project_id: timeLog ? String(timeLog.project.id) : '',
    task_id: timeLog ? String(timeLog.task.id) : '',
    date: timeLog?.date ?? '',
    start_time: timeLog?.start_time ?? '',
    stop_time: timeLog?.stop_time ?? '',
    comments: timeLog?.comments ?? '',
  }
}

/** Creates a log, or edits the one given. */
export function TimeLogForm({ timeLog }: { timeLog?: Data.TimeLog }) {
  const { t } = useTranslation()
  const { form, bind, passes } = useCheckedForm(fieldsOf(timeLog), timeLogRules)
  const connections = useTimeLogConnections()
  const listUrl = useTimeLogListUrl()
  const { data, errors } = form
  const comments = bind('comments')

  const projects = withCurrent(projectOptions(connections), timeLog?.project)
  const tasks = withCurrent(
    taskOptions(connections, data.project_id),
    String(timeLog?.project.id) === data.project_id ? timeLog?.task : undefined
  )

  /** Sets a field, and lets a message beneath it go once the field changes. */
  const change = (name: keyof typeof data, value: string) => {
    form.setData(name, value)
    form.clearErrors(name)
  }

  const changeProject = (projectId: string) => {
    // SPEC.md §5: another project has other tasks.
    form.setData({ ...data, project_id: projectId, task_id: '' })
    form.clearErrors('project_id', 'task_id')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!passes()) return
    form.transform((fields) => ({
      ...fields,
      project_id: Number(fields.project_id),
      task_id: Number(fields.task_id),
    }))
    if (timeLog) form.put(urlFor('time-logs.update', { time_log: timeLog.id }))
    else form.post(urlFor('time-logs.store'))
  }

  return (
    <TimeLogPickersProvider>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <NoConnectionNotice />
        <TimeLogSelect
          name="project_id"
          value={data.project_id}
          options={projects}
          onChange={changeProject}
          error={errors.project_id}
        />
        <TimeLogSelect
          name="task_id"
          value={data.task_id}
          options={tasks}
          onChange={(taskId) => change('task_id', taskId)}
          error={errors.task_id}
          disabled={!data.project_id}
        />
        <TimeLogDateField
          value={data.date}
          onChange={(date) => change('date', date)}
          error={errors.date}
        />
        <Stack direction="row" spacing={2}>
          <TimeLogTimeField
            name="start_time"
            value={data.start_time}
            onChange={(time) => change('start_time', time)}
            maxTime={data.stop_time}
            error={errors.start_time}
          />
          <TimeLogTimeField
            name="stop_time"
            value={data.stop_time}
            onChange={(time) => change('stop_time', time)}
            minTime={data.start_time}
            error={errors.stop_time}
          />
        </Stack>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TimeLogCommentsField
            value={comments.value}
            onChange={comments.onChange}
            onBlur={comments.onBlur}
            error={errors.comments}
          />
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} href={listUrl}>
            {t('ui.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.processing}>
            {t('time_logs.save')}
          </Button>
        </Stack>
      </Box>
    </TimeLogPickersProvider>
  )
}
