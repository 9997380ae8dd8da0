/** What takes the focus inside a field: a select, a picker's first section, or an input. */
const focusable = [
  '[role="combobox"]',
  '[role="spinbutton"]',
  'input:not([type="hidden"]):not([aria-hidden="true"])',
  'textarea:not([aria-hidden="true"])',
].join(', ')

/** Moves the focus to the first field of the form that shows a message of what is wrong. */
export function focusFirstInvalidField(form: HTMLElement | null) {
  const message = form?.querySelector('.MuiFormHelperText-root.Mui-error')
  message?.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(focusable)?.focus()
}
