import { useSyncExternalStore } from 'react'
import { runningTimer, subscribeToRunningTimer } from '~/components/timer/timer'

/** The running timer as this tab knows it (timer.ts), or null; renders again when it changes. */
export function useRunningTimer() {
  return useSyncExternalStore(subscribeToRunningTimer, runningTimer)
}
