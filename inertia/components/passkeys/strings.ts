import { addCatalogues } from '~/lib/i18n'

/** The passkey strings: the login page, the two-factor challenge and the profile read them. */
addCatalogues(import.meta.glob('~lang/*/passkeys.json', { import: 'default' }))
