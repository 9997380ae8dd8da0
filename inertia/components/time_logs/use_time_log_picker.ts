import { useState } from 'react'
import type { Dayjs } from 'dayjs'

/** What the form holds for a picker whose text is not a whole date or time yet. */
const unfinished = 'invalid'

/**
 * A picker's value for a form that holds text: the picker keeps its own value (so a half-typed
 * entry stays as typed) and reports '' when empty, the formatted value, or a text the form's
 * rules reject as malformed. A text the form sets itself (a duration typed elsewhere) replaces
 * what the picker shows.
 */
export function useTimeLogPicker(
  text: string,
  parse: (text: string) => Dayjs,
  format: (value: Dayjs) => string,
  onText: (text: string) => void
) {
  const [value, setValue] = useState<Dayjs | null>(() => (text ? parse(text) : null))
  const [reported, setReported] = useState(text)
  if (text !== reported) {
    setReported(text)
    if (text !== unfinished) setValue(text ? parse(text) : null)
  }
  const onChange = (next: Dayjs | null) => {
    const nextText = next === null ? '' : next.isValid() ? format(next) : unfinished
    setValue(next)
    setReported(nextText)
    onText(nextText)
  }
  return { value, onChange }
}
