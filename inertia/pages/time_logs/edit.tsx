import { TimeLogFormPage } from '~/components/time_logs/time_log_form_page'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'

export default function EditTimeLog({ timeLog }: { timeLog: Data.TimeLog }) {
  const { t } = useTranslation()
  return <TimeLogFormPage title={t('time_logs.edit_title')} timeLog={timeLog} />
}

EditTimeLog.layout = MainLayout
