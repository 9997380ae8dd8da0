import dayjs from 'dayjs'
import {
  Box,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
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
import { formatHours } from '~shared/durations'
import { formatDay, formatTime, TimestampField } from '~admin/fields'
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
          render={(week) => formatHours(week.total_seconds)}
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

type Log = WeekSubmissionDetail['logs'][number]

const timeRange = (log: Log) => `${formatTime(log.start_time)}–${formatTime(log.stop_time)}`

/** A day's logs as a table: time, project, task, duration and comments. */
function LogTable({ logs }: { logs: Log[] }) {
  const translate = useTranslate()
  const columns = ['time', 'project', 'task', 'duration', 'comments']
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((name) => (
            <TableCell key={name} align={name === 'duration' ? 'right' : 'left'}>
              {translate(`resources.week-submissions.logs.${name}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {logs.map((log) => (
          <TableRow key={log.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeRange(log)}</TableCell>
            <TableCell>{log.project.name}</TableCell>
            <TableCell>{log.task.name}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {log.duration}
            </TableCell>
            <TableCell>{log.comments}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** On a phone, a day's logs as lines, so the page never scrolls sideways. */
function LogLines({ logs }: { logs: Log[] }) {
  return (
    <List dense disablePadding>
      {logs.map((log) => (
        <ListItem key={log.id} disableGutters divider>
          <ListItemText
            primary={`${timeRange(log)} · ${log.duration}`}
            secondary={[log.project.name, log.task.name, log.comments].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  )
}

/** A day of the week: its name and total, then its logs in a table, or that there are none. */
function Day({ date, totalSeconds }: { date: string; totalSeconds: number }) {
  const week = useRecordContext<WeekSubmissionDetail>()!
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const logs = week.logs.filter((log) => log.date === date)
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mt: 2, mb: 0.5 }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {`${dayjs(date).locale(locale).format('dddd')} ${formatDay(date, locale)}`}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatHours(totalSeconds)}
        </Typography>
      </Stack>
      {logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.week-submissions.no_logs')}
        </Typography>
      ) : narrow ? (
        <LogLines logs={logs} />
      ) : (
        <LogTable logs={logs} />
      )}
    </Box>
  )
}

/** The days; until the week's own answer comes, the queue's copy of it (without them) shows. */
function Days() {
  const week = useRecordContext<WeekSubmissionDetail>()
  if (!week?.days) return null
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
