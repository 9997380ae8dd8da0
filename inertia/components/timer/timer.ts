import type { Data } from '~generated/data'

/** Fired on window when the user's logs changed, so an open Time Logs table loads them again. */
export const timeLogsChangedEvent = 'hourbook:time-logs-changed'

/** Fired on window to start or stop the timer, as a keyboard shortcut does (toggleTimer). */
export const toggleTimerEvent = 'hourbook:toggle-timer'

/**
 * Stops the running timer, or starts it with the project and task chosen in the top bar; with
 * none chosen, opens the timer to choose them.
 */
export function toggleTimer() {
  window.dispatchEvent(new Event(toggleTimerEvent))
}

let current: Data.Timer | null = null
const listeners = new Set<() => void>()

/**
 * The timer as this tab knows it: from the page props on each visit, and from the server's
 * events in between (another tab or device started, stopped or discarded it).
 */
export function setRunningTimer(timer: Data.Timer | null) {
  if (JSON.stringify(timer) === JSON.stringify(current)) return
  current = timer
  listeners.forEach((listener) => listener())
}

/** The timer as this tab knows it now. */
export function runningTimer() {
  return current
}

/** Calls the listener whenever the timer changes; answers the function that stops that. */
export function subscribeToRunningTimer(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whole seconds since the start, computed from the instant so the tick never drifts. */
export function elapsedSeconds(timer: Data.Timer, now = Date.now()) {
  return Math.max(0, Math.floor((now - Date.parse(timer.started_at)) / 1000))
}

/** mm:ss; the minutes go past 60. */
export function formatElapsed(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
