/** Answers true to keep the page the browser's Back or Forward would leave. */
type HistoryGuard = (event: PopStateEvent) => boolean

let guard: HistoryGuard | undefined

/**
 * Hears Back and Forward before Inertia, which shows the page the browser moved to: listeners
 * on window run in the order they were added, whatever their phase, so this runs before the app
 * starts. While a guard keeps the page, Inertia never hears of the move.
 */
export function listenToHistoryFirst() {
  window.addEventListener('popstate', (event) => {
    if (guard?.(event)) event.stopImmediatePropagation()
  })
}

/** Sets the guard; answers the function that takes it away again. */
export function guardHistory(check: HistoryGuard) {
  guard = check
  return () => {
    if (guard === check) guard = undefined
  }
}
