import dayjs from 'dayjs'
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import {
  FunctionField,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import { hoursMinutes } from '~admin/reports/hours'
import { DecisionButton } from '~admin/week_submissions/decision_dialog'
import { StatusField } from '~admin/week_submissions/statuses'
import type { WeekSubmissionDetail } from '~admin/week_submissions/week_submission'
import { useWeekText } from '~admin/week_submissions/week_submission_list'

/** Approve while submitted; reject while submitted or approved (which reopens the week). */
function DecisionActions() {
  const week = useRecordContext<WeekSubmissionDetail>()
  return (
    <TopToolbar>
      <ListButton />
      {week?.status === 'submitted' && <DecisionButton decision="approve" ids={[week.id]} />}
      {week && week.status !== 'rejected' && <DecisionButton decision="reject" ids={[week.id]} />}
    </TopToolbar>
  )
}

/** Who, which week, its status, its total, and the decision so far. */
function Summary() {
  const weekText = useWeekText()
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
      <Labeled label="resources.week-submissions.fields.user_id">
        <TextField source="user.name" />
      </Labeled>
      <Labeled label="resources.week-submissions.fields.week">
        <FunctionField<WeekSubmissionDetail> render={weekText} />
      </Labeled>
      <Labeled label="resources.week-submissions.fields.status">
        <StatusField />
      </Labeled>
      <Labeled source="total_seconds">
        <FunctionField<WeekSubmissionDetail>
          source="total_seconds"
          render={(week) => hoursMinutes(week.total_seconds)}
        />
      </Labeled>
      <Labeled>
        <TimestampField source="submitted_at" />
      </Labeled>
      <Labeled>
        <TimestampField source="decided_at" emptyText="—" />
      </Labeled>
      <Labeled label="resources.week-submissions.fields.decided_by">
        <TextField source="decided_by.name" emptyText="—" />
      </Labeled>
      <Labeled>
        <TextField source="comment" emptyText="—" />
      </Labeled>
    </Stack>
  )
}

/** A day of the week: its name and total, then its logs in a table, or that there are none. */
function Day({ date, totalSeconds }: { date: string; totalSeconds: number }) {
  const week = useRecordContext<WeekSubmissionDetail>()!
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const logs = week.logs.filter((log) => log.date === date)
  const column = (name: string) => translate(`resources.week-submissions.logs.${name}`)
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mt: 2, mb: 0.5 }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {dayjs(date).locale(locale).format('dddd D MMM YYYY')}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {hoursMinutes(totalSeconds)}
        </Typography>
      </Stack>
      {logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.week-submissions.no_logs')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['time', 'project', 'task', 'duration', 'comments'].map((name) => (
                  <TableCell key={name} align={name === 'duration' ? 'right' : 'left'}>
                    {column(name)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {logs.map((log) => (
                <TableRow key={log.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {log.start_time.slice(0, 5)}–{log.stop_time.slice(0, 5)}
                  </TableCell>
                  <TableCell>{log.project.name}</TableCell>
                  <TableCell>{log.task.name}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {typeof log.duration === 'number' ? hoursMinutes(log.duration) : log.duration}
                  </TableCell>
                  <TableCell>{log.comments}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}

function Days() {
  const week = useRecordContext<WeekSubmissionDetail>()
  if (!week) return null
  return week.days.map((day) => (
    <Day key={day.date} date={day.date} totalSeconds={day.total_seconds} />
  ))
}

/** One week: the decision so far, then each day with its logs and total. */
export function WeekSubmissionShow() {
  return (
    <Show actions={<DecisionActions />}>
      <Box sx={{ p: 2 }}>
        <Summary />
        <Days />
      </Box>
    </Show>
  )
}
