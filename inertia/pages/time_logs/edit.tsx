import { TimeLogFormPage } from '~/components/time_logs/time_log_form_page'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'
import type { AuditReason } from '~shared/week_status'

type Props = {
  timeLog: Data.TimeLog
  /** Why the log's day is closed to its person, with the message to show, or null. */
  closed: { reason: AuditReason; message: string } | null
}

export default function EditTimeLog({ timeLog }: Props) {
  const { t } = useTranslation()
  return <TimeLogFormPage title={t('time_logs.edit_title')} timeLog={timeLog} />
}

EditTimeLog.layout = MainLayout
