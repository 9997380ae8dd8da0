import { lazy, Suspense, useEffect, useState } from 'react'
import { whenToastsWait } from '~/lib/toast_queue'

// Toasts are rare, so their library loads with the first one rather than with every page.
const ToastHost = lazy(() => import('~/components/layout/toast_host'))

/** Where the toasts appear; mounts the toast host once there is a first toast. */
export function Toasts() {
  const [wanted, setWanted] = useState(false)

  useEffect(() => whenToastsWait(() => setWanted(true)), [])

  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null
}
