import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { PickersProvider } from '~shared/pickers_provider'
import { useDateFormats } from '~/lib/dates'

/** Date and time pickers in the page's language and the person's formats. */
export function TimeLogPickersProvider({ children }: { children: ReactNode }) {
  const { locale } = useTranslation()
  const formats = useDateFormats()
  return (
    <PickersProvider locale={locale} formats={formats}>
      {children}
    </PickersProvider>
  )
}
