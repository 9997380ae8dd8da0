import { TimeLogFormPage } from '~/components/time_logs/time_log_form_page'
import type { NewTimeLogDefaults } from '~/components/time_logs/time_log_form'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'

// A type, not an interface: the server checks its render() props against it as a record.
type CreateTimeLogProps = {
  defaults: NewTimeLogDefaults
  duplicateOf?: Data.TimeLog
}

export default function CreateTimeLog({ defaults, duplicateOf }: CreateTimeLogProps) {
  const { t } = useTranslation()
  return (
    <TimeLogFormPage
      title={t('time_logs.create_title')}
      defaults={defaults}
      duplicateOf={duplicateOf}
    />
  )
}

CreateTimeLog.layout = MainLayout
