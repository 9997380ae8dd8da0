import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import type { PendingVisit } from '@inertiajs/core'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useUnloadWarning } from '~/hooks/use_unload_warning'

/**
 * While a form holds unsaved changes, leaving it asks first: a visit to another page (a link,
 * Cancel, a shortcut) opens the returned dialog, and closing or reloading the tab the browser's
 * own question. The form's own requests (save, delete) and partial reloads pass.
 */
export function useUnsavedChangesPrompt(changed: boolean) {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState<PendingVisit>()
  const discarding = useRef(false)
  useUnloadWarning(changed, t('time_logs.unsaved.message'))

  useEffect(() => {
    if (!changed) return
    return router.on('before', ({ detail: { visit } }) => {
      if (discarding.current || visit.method !== 'get' || visit.only.length > 0) return
      if (visit.prefetch || visit.async) return
      setLeaving(visit)
      return false
    })
  }, [changed])

  const discard = () => {
    if (!leaving) return
    discarding.current = true
    setLeaving(undefined)
    router.visit(leaving.url, { replace: leaving.replace })
  }

  return (
    <ConfirmDialog
      open={Boolean(leaving)}
      title={t('time_logs.unsaved.title')}
      message={t('time_logs.unsaved.message')}
      confirmLabel={t('time_logs.unsaved.discard')}
      cancelLabel={t('time_logs.unsaved.keep')}
      onConfirm={discard}
      onCancel={() => setLeaving(undefined)}
    />
  )
}
