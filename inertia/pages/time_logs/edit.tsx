import { Alert } from '@mui/material'
import { TimeLogFormPage } from '~/components/time_logs/time_log_form_page'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'
import type { AuditReason } from '~shared/week_status'

// A type, not an interface: the server checks its render() props against it as a record.
type EditTimeLogProps = {
  timeLog: Data.TimeLog
  /** Why the log's day is closed to its person, with the message to show, or null. */
  closed: { reason: AuditReason; message: string } | null
}

export default function EditTimeLog({ timeLog, closed }: EditTimeLogProps) {
  const { t } = useTranslation()
  return (
    <TimeLogFormPage
      title={t('time_logs.edit_title')}
      timeLog={timeLog}
      disabled={Boolean(closed)}
      notice={
        closed && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="closed-notice">
            {closed.message}
          </Alert>
        )
      }
    />
  )
}

EditTimeLog.layout = MainLayout
