import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { isTyping } from '~/components/shortcuts/keyboard_shortcuts'
import { toggleTimer } from '~/components/timer/timer'
import { urlFor } from '~shared/url_for'

/** How long after `g` its second key counts. */
const sequenceMs = 1500

const searchField = () => document.querySelector<HTMLInputElement>('main input[type="search"]')

/** Focuses the search field once it shows: the table it sits in loads after the page. */
function focusSearchWhenShown(deadline = performance.now() + 3000) {
  const field = searchField()
  if (field) field.focus()
  else if (performance.now() < deadline) {
    requestAnimationFrame(() => focusSearchWhenShown(deadline))
  }
}

/** Focuses the Time Logs search, going to that page first when it is elsewhere. */
function focusSearch() {
  if (window.location.pathname === urlFor('time-logs.index')) return focusSearchWhenShown()
  router.visit(urlFor('time-logs.index'), { onSuccess: () => focusSearchWhenShown() })
}

const afterG: Record<string, () => string> = {
  d: () => urlFor('dashboard'),
  t: () => urlFor('time-logs.index'),
  r: () => urlFor('reports.index'),
}

/**
 * The portal's keyboard shortcuts (keyboard_shortcuts.ts), never while the user types in a
 * field or an open dialog has the focus. Answers whether the help dialog is open, and its closer.
 */
export function useKeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false)

  useEffect(() => {
    let gPressedAt = 0
    const press = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target)) return
      if (document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')) return
      const key = event.key
      const sequence = Date.now() - gPressedAt < sequenceMs
      gPressedAt = 0
      let act: (() => void) | undefined
      if (sequence && afterG[key]) act = () => router.visit(afterG[key]())
      else if (key === 'g') gPressedAt = Date.now()
      else if (key === 'n') act = () => router.visit(urlFor('time-logs.create'))
      else if (key === 's') act = toggleTimer
      else if (key === '/') act = focusSearch
      else if (key === '?') act = () => setHelpOpen(true)
      if (!act) return
      event.preventDefault()
      act()
    }
    window.addEventListener('keydown', press)
    return () => window.removeEventListener('keydown', press)
  }, [])

  return { helpOpen, closeHelp: () => setHelpOpen(false) }
}
