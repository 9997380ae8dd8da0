import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { PickersProvider } from '~shared/pickers_provider'

/** Date and time pickers in the page's language. */
export function TimeLogPickersProvider({ children }: { children: ReactNode }) {
  const { locale } = useTranslation()
  return <PickersProvider locale={locale}>{children}</PickersProvider>
}
