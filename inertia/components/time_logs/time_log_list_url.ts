import { urlFor } from '~shared/url_for'

const storageKey = 'hourbook.time-log-list'

/** Keeps the Time Logs page's URL (its page, sort, search, view and filters) for this tab. */
export function rememberTimeLogList(url: string) {
  try {
    sessionStorage.setItem(storageKey, url)
  } catch {
    // Storage refused (private mode, full): the way back shows the list's first page.
  }
}

/** The Time Logs page's URL as this tab last showed it. */
export function rememberedTimeLogList() {
  try {
    return sessionStorage.getItem(storageKey) ?? urlFor('time-logs.index')
  } catch {
    return urlFor('time-logs.index')
  }
}
