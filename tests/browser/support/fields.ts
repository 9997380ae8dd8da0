import type { Locator } from 'playwright-core'

/** Types into a date or time picker, replacing what it holds, as a keyboard user would. */
export async function typeInto(picker: Locator, text: string) {
  await picker.click()
  await picker.page().keyboard.press('Control+a')
  await picker.page().keyboard.type(text)
}

/** The picker's value as its sections show it, e.g. '10:21:07'. */
export async function pickerText(picker: Locator) {
  return (await picker.getByRole('spinbutton').allTextContents()).join(':')
}

/** The message beneath a field: the text its aria-describedby points at. */
export async function messageBeneath(field: Locator) {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(
    ids.split(' ').map((id) => field.page().locator(`[id="${id}"]`).textContent())
  )
  return texts.join(' ')
}
