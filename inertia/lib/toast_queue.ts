import type { Data } from '~generated/data'

type FlashColour = keyof Data.SharedProps['flash']

export interface Toast {
  message: string
  colour: FlashColour
  /** The language of the toast's close button. */
  locale: string
  /** A button beside the message, such as Undo. */
  action?: { label: string; onClick: () => void }
}

/** Toasts shown before the host has mounted wait here for it. */
const queue: Toast[] = []
const listeners = new Set<() => void>()

export function showToast(toast: Toast) {
  queue.push(toast)
  listeners.forEach((listener) => listener())
}

/** One toast per flash message; the message's key is its colour. */
export function showFlash(flash: Partial<Record<FlashColour, string>>, locale: string) {
  for (const [colour, message] of Object.entries(flash) as [FlashColour, string][]) {
    showToast({ message, colour, locale })
  }
}

/** Hands the waiting toasts to the host, now and whenever more arrive. */
export function drainToasts(show: (toast: Toast) => void) {
  const drain = () => queue.splice(0).forEach(show)
  drain()
  listeners.add(drain)
  return () => void listeners.delete(drain)
}

/** Calls `want` as soon as a toast waits, now or later; answers the function that stops it. */
export function whenToastsWait(want: () => void) {
  if (queue.length > 0) want()
  listeners.add(want)
  return () => void listeners.delete(want)
}
