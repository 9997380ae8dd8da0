import type { ReactNode } from 'react'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { nlNL } from '@mui/x-date-pickers/locales'
// Weeks start on Monday in Dutch and on Sunday in dayjs's built-in English (SPEC.md §9).
import 'dayjs/locale/nl'
import { useTranslation } from '~/hooks/use_translation'

const dutchTexts = nlNL.components.MuiLocalizationProvider.defaultProps.localeText

/** Date and time pickers in the page's language. */
export function TimeLogPickersProvider({ children }: { children: ReactNode }) {
  const { locale } = useTranslation()
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={locale === 'nl' ? dutchTexts : undefined}
    >
      {children}
    </LocalizationProvider>
  )
}
