import { useSyncExternalStore } from 'react'
import { rememberedTimeLogList } from '~/lib/time_log_list_url'
import { urlFor } from '~shared/url_for'

const plainList = () => urlFor('time-logs.index')
const noSubscription = () => () => {}

/**
 * The way back to the Time Logs page as the user left it. The server, which has no session
 * storage, renders the plain list's URL.
 */
export function useTimeLogListUrl() {
  return useSyncExternalStore(noSubscription, rememberedTimeLogList, plainList)
}
