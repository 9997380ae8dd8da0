import { TimeLogFormPage } from '~/components/time_logs/time_log_form_page'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'

export default function CreateTimeLog() {
  const { t } = useTranslation()
  return <TimeLogFormPage title={t('time_logs.create_title')} />
}

CreateTimeLog.layout = MainLayout
