import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Data } from '~generated/data'
import type { SubmissionStatus } from '~shared/week_status'

const statuses: SubmissionStatus[] = ['submitted', 'approved', 'rejected']

export const statusChoices = statuses.map((status) => ({
  id: status,
  name: `resources.week-submissions.statuses.${status}`,
}))

const colors = { submitted: 'warning', approved: 'success', rejected: 'error' } as const

/** The week's status as a coloured chip; the theme picks its text colour for 4.5:1. */
export function StatusField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext<Data.Admin.WeekSubmission>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Chip
      size="small"
      color={colors[record.status]}
      label={translate(`resources.week-submissions.statuses.${record.status}`)}
    />
  )
}
