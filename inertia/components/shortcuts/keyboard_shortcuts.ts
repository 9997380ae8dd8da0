/** The shortcuts the help dialog lists, in its order: the keys, and what they do (ui.shortcuts.*). */
export const keyboardShortcuts = [
  { keys: ['n'], action: 'new_log' },
  { keys: ['s'], action: 'timer' },
  { keys: ['/'], action: 'search' },
  { keys: ['g', 'd'], action: 'dashboard' },
  { keys: ['g', 't'], action: 'time_logs' },
  { keys: ['g', 'r'], action: 'reports' },
  { keys: ['?'], action: 'help' },
] as const

/** Whether a key press goes to something the user types into, where letters are text. */
export function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(
      target.type
    )
  }
  // A listbox, menu or select takes letters to jump to an option.
  return Boolean(target.closest('[role="listbox"], [role="menu"], [role="combobox"]'))
}
