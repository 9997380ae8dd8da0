import type { ReactNode } from 'react'
import { ThemeProvider, type Theme } from '@mui/material'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { nlNL } from '@mui/x-date-pickers/locales'
// Weeks start on Monday in Dutch and on Sunday in dayjs's built-in English.
import 'dayjs/locale/nl'
import { pickerDateFormat, type DateTimeFormats } from './date_formats.js'

const dutchTexts = nlNL.components.MuiLocalizationProvider.defaultProps.localeText

/**
 * MUI X date and time pickers in the language of the page, for the portal and the panel; date
 * pickers show dates in the person's format, time pickers count to 12 or 24 as they chose.
 */
export function PickersProvider({
  locale,
  formats,
  children,
}: {
  locale: string
  formats?: DateTimeFormats
  children: ReactNode
}) {
  const pickers = (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={locale === 'nl' ? dutchTexts : undefined}
    >
      {children}
    </LocalizationProvider>
  )
  if (!formats) return pickers
  const dateProps = { defaultProps: { format: pickerDateFormat(formats.dateFormat) } }
  const timeProps = { defaultProps: { ampm: formats.timeFormat === '12h' } }
  const withFormats = (outer: Theme) => ({
    ...outer,
    components: {
      ...outer.components,
      MuiDatePicker: dateProps,
      MuiDesktopDatePicker: dateProps,
      MuiMobileDatePicker: dateProps,
      MuiTimePicker: timeProps,
      MuiDesktopTimePicker: timeProps,
      MuiMobileTimePicker: timeProps,
    },
  })
  return <ThemeProvider theme={withFormats}>{pickers}</ThemeProvider>
}
