/**
 * Money as Hourbook keeps it: integers in the minor unit of the installation's one currency
 * (cents for EUR, yen for JPY), never floats. An hourly rate is minor units per hour.
 */

/** The highest hourly rate, in major units: 1,000,000 an hour. */
export const maxRateMajor = 1_000_000

/**
 * Each currency's minor-unit digits and its formats by language, made once each: making a format
 * costs as much as formatting a few hundred amounts, and the exports format several a log
 * (bench/README.md).
 */
const currencies = new Map<string, { digits: number; formats: Map<string, Intl.NumberFormat> }>()

function currencyOf(code: string) {
  let found = currencies.get(code)
  if (!found) {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: code })
    found = { digits: format.resolvedOptions().maximumFractionDigits!, formats: new Map() }
    currencies.set(code, found)
  }
  return found
}

/** How many digits the currency's minor unit has: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string) {
  return currencyOf(currency).digits
}

/** The highest hourly rate in the currency's minor units. */
export function maxRate(currency: string) {
  return maxRateMajor * 10 ** minorDigits(currency)
}

/** Whether the code is an ISO 4217 currency this runtime knows. */
export function isCurrency(code: string) {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)
}

/**
 * The amount of `seconds` at `rate` (minor units per hour), rounded half up to the minor unit.
 * Every log is priced by this alone; the database's repricing computes the same in SQL.
 */
export function amountOf(seconds: number, rate: number) {
  return Math.floor((seconds * rate + 1800) / 3600)
}

/** An amount in minor units as the language writes it: "€ 1.234,50", "€1,234.50". */
export function formatMoney(minor: number, currency: string, locale: string) {
  const { digits, formats } = currencyOf(currency)
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(locale, format)
  }
  return format.format(minor / 10 ** digits)
}

/** An amount in minor units as a plain decimal for an input or a CSV cell: "1234.50". */
export function decimalOf(minor: number, currency: string) {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const whole = Math.abs(minor)
  if (digits === 0) return `${sign}${whole}`
  const unit = 10 ** digits
  const fraction = whole % unit
  // The whole units less the fraction divide exactly; a plain division may round up.
  return `${sign}${(whole - fraction) / unit}.${String(fraction).padStart(digits, '0')}`
}

/**
 * A decimal typed by a person ("80", "80.5", "80,50") in minor units, or null when it is not a
 * plain non-negative amount with at most the currency's digits.
 */
export function minorOf(text: string, currency: string) {
  const digits = minorDigits(currency)
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim())
  if (!match || (match[2] ?? '').length > digits) return null
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0)
}

/**
 * The money a viewer may see (app/services/money_view.ts): administrators see billable rates and
 * amounts, costs and profit; a person sees the rates and amounts of their own logs only when
 * SHOW_RATES_TO_USERS is on, and never costs. Null: no money at all. The answers leave out what
 * the view does not allow, so that the pages only mirror it.
 */
export type MoneyView = { currency: string; costs: boolean } | null
