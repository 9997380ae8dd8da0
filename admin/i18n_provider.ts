import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import dutchMessages from 'ra-language-dutch'
import { mergeTranslations, type TranslationMessages } from 'react-admin'
import enPanel from '~lang/en/admin_panel.json'
import nlPanel from '~lang/nl/admin_panel.json'
import enUi from '~lang/en/ui.json'
import nlUi from '~lang/nl/ui.json'
import { request } from '~admin/http'
import { urlFor } from '~shared/url_for'

/**
 * react-admin's own messages, then ours: the resources, what ra-language-dutch (written for
 * react-admin 4) lacks, its visible messages again with "je" where it says "u", as the portal
 * does, and the portal's `ui` catalogue (theme, language) under `ui`.
 */
const messages: Record<string, TranslationMessages> = {
  en: mergeTranslations(englishMessages, enPanel, { ui: enUi }),
  nl: mergeTranslations(dutchMessages as TranslationMessages, nlPanel, { ui: nlUi }),
}

/** The server chose the language (the page's <html lang>); a change is saved like the portal's. */
const base = polyglotI18nProvider(
  (locale) => messages[locale] ?? messages.en,
  document.documentElement.lang in messages ? document.documentElement.lang : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'nl', name: 'Nederlands' },
  ],
  { allowMissing: true }
)

export const i18nProvider = {
  ...base,
  async changeLocale(locale: string) {
    await base.changeLocale(locale)
    document.documentElement.lang = locale
    await request('PUT', urlFor('locale.update'), { locale }, { redirect: 'manual' })
  },
}
