import type { ReactNode } from 'react'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { nlNL } from '@mui/x-date-pickers/locales'
// Weeks start on Monday in Dutch and on Sunday in dayjs's built-in English.
import 'dayjs/locale/nl'

const dutchTexts = nlNL.components.MuiLocalizationProvider.defaultProps.localeText

/** MUI X date and time pickers in the language of the page, for the portal and the panel. */
export function PickersProvider({ locale, children }: { locale: string; children: ReactNode }) {
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
