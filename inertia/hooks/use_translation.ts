import { useCallback } from 'react'
import { usePage } from '@inertiajs/react'
import { translate, type TranslationParams } from '~/lib/i18n'

/** The translate function for the page's current locale. */
export function useTranslation() {
  const { locale } = usePage().props
  const t = useCallback(
    (key: string, params?: TranslationParams) => translate(locale, key, params),
    [locale]
  )
  return { t, locale }
}
