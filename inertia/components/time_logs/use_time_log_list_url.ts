import { useSyncExternalStore } from 'react'
import { usePage } from '@inertiajs/react'
import { rememberedTimeLogList } from '~/components/time_logs/time_log_list_url'
import { urlFor } from '~shared/url_for'

const plainList = () => urlFor('time-logs.index')
const noSubscription = () => () => {}

/**
 * The way back to the Time Logs page as the user left it. The server, which has no session
 * storage, renders the plain list's URL.
 */
function useTimeLogListUrl() {
  return useSyncExternalStore(noSubscription, rememberedTimeLogList, plainList)
}

/**
 * Where the create and edit pages lead back to: the week page the log was opened from
 * (?return_to=/week?date=…), else the Time Logs page as the user left it.
 */
export function useTimeLogReturn() {
  const listUrl = useTimeLogListUrl()
  const returnTo = new URLSearchParams(usePage().url.split('?')[1] ?? '').get('return_to')
  const week = urlFor('week.show')
  const fromWeek = returnTo === week || Boolean(returnTo?.startsWith(`${week}?`))
  return { url: fromWeek ? returnTo! : listUrl, fromWeek }
}
