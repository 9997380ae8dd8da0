import { useEffect } from 'react'

/** The browser asks before the page is closed or left while something would be lost (a running timer, unsaved changes). */
export function useUnloadWarning(running: boolean, message: string) {
  useEffect(() => {
    if (!running) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = message
      return message
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [running, message])
}
