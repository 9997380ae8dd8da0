import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { translate } from '~/lib/i18n'
import { showFlash, showToast } from '~/lib/toast_queue'
import type { Data } from '~generated/data'

/** The server answers a missing or forged CSRF token with 419 and a JSON { message }. */
function sessionExpiredMessage(data: unknown) {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message
  }
  return translate(document.documentElement.lang, 'messages.session_expired')
}

/**
 * What happens on every visit, whichever page it lands on: flash messages become toasts, and
 * an expired session is a toast instead of Inertia's overlay with the raw response.
 */
export function PageEvents({ initialPage }: { initialPage: Page<Data.SharedProps> }) {
  useEffect(() => {
    const { flash, locale } = initialPage.props
    showFlash(flash, locale)

    const stops = [
      router.on('success', ({ detail: { page } }) =>
        showFlash(page.props.flash, page.props.locale)
      ),
      router.on(
        'error',
        ({ detail: { page } }) => page && showFlash(page.props.flash, page.props.locale)
      ),
      router.on('httpException', ({ detail: { response } }) => {
        if (response.status !== 419) return
        showToast({
          message: sessionExpiredMessage(response.data),
          colour: 'error',
          locale: document.documentElement.lang,
        })
        return false
      }),
    ]
    return () => stops.forEach((stop) => stop())
  }, [initialPage])

  return null
}
