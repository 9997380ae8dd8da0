import { installationCurrency } from '~admin/signed_in_user'
import { decimalOf, formatMoney, minorOf } from '~shared/money'

/** An amount in minor units of the installation's currency, as the language writes it. */
export const formatAmount = (minor: number, locale: string) =>
  formatMoney(minor, installationCurrency, locale)

/**
 * An amount in minor units as a plain decimal, "80.50", or with the language's decimal comma,
 * "80,50", as a money input shows it; empty for none.
 */
export function amountText(minor: unknown, locale = 'en') {
  if (typeof minor !== 'number') return ''
  const decimal = decimalOf(minor, installationCurrency)
  const comma = new Intl.NumberFormat(locale).format(1.5).includes(',')
  return comma ? decimal.replace('.', ',') : decimal
}

/**
 * What a money input holds for the text typed: null when empty, the minor units of a plain
 * amount, else the text itself, which its validation refuses.
 */
export function amountOfText(text: string) {
  if (text.trim() === '') return null
  return minorOf(text, installationCurrency) ?? text
}

/** The currency's symbol in the language: "€", "US$". */
export function currencySymbol(locale: string) {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: installationCurrency,
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? installationCurrency
}

/** Today's date in the browser, as the form holds it: when a rate applies from by default. */
export const todayText = () => {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
