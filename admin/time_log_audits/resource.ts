import { mdiHistory } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { TimeLogAuditList } from '~admin/time_log_audits/time_log_audit_list'
import { TimeLogAuditShow } from '~admin/time_log_audits/time_log_audit_show'

/** Read-only: the server records the changes as administrators make them. */
export const timeLogAudits = {
  name: 'time-log-audits',
  list: TimeLogAuditList,
  show: TimeLogAuditShow,
  icon: resourceIcon(mdiHistory),
}
