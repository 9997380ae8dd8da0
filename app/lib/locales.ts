/** The interface languages, each with its name in its own language. */
export const locales = { en: 'English', nl: 'Nederlands' } as const

export type Locale = keyof typeof locales

const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value)
}

/** The first candidate that is a supported locale, else the default. */
export function resolveLocale(candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? defaultLocale
}
