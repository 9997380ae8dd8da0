import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import type { PendingVisit } from '@inertiajs/core'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useUnloadWarning } from '~/hooks/use_unload_warning'
import { guardHistory } from '~/lib/history_guard'

/** A way off the form waiting for the user's answer: a visit, or the browser's Back or Forward. */
type Leaving = { visit: PendingVisit } | { visit?: undefined; history: true }

/**
 * While a form holds unsaved changes, leaving it asks first: a visit to another page (a link,
 * Cancel, a shortcut) and the browser's Back and Forward open the returned dialog, and closing
 * or reloading the tab the browser's own question. The form's own requests (save, delete) and
 * partial reloads pass.
 */
export function useUnsavedChangesPrompt(changed: boolean) {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState<Leaving>()
  const discarding = useRef(false)
  useUnloadWarning(changed, t('time_logs.unsaved.message'))

  useEffect(() => {
    if (!changed) return
    const stopAsking = router.on('before', ({ detail: { visit } }) => {
      if (discarding.current || visit.method !== 'get' || visit.only.length > 0) return
      if (visit.prefetch || visit.async) return
      setLeaving({ visit })
      return false
    })

    // Back and Forward have moved the browser when popstate fires: before Inertia shows that
    // page, the form's entry comes back on top of it and the user is asked.
    const here = { url: window.location.href, state: window.history.state as unknown }
    const stopGuarding = guardHistory(() => {
      if (discarding.current) return false
      window.history.pushState(here.state, '', here.url)
      setLeaving({ history: true })
      return true
    })
    return () => {
      stopAsking()
      stopGuarding()
    }
  }, [changed])

  const discard = () => {
    if (!leaving) return
    discarding.current = true
    setLeaving(undefined)
    // The form's entry was put back on top of the page the browser went to: Back goes there.
    if (leaving.visit) router.visit(leaving.visit.url, { replace: leaving.visit.replace })
    else window.history.back()
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
