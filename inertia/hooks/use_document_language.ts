import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'

/** Keeps <html lang> on the page's locale after client-side visits (the server sets it on load). */
export function useDocumentLanguage() {
  const { locale } = usePage().props
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
}
