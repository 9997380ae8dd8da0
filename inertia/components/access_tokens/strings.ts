import { addCatalogue } from '~/lib/i18n'
import en from '~lang/en/access_tokens.json'
import nl from '~lang/nl/access_tokens.json'

// Only the profile page shows these strings, so they load with it.
addCatalogue('access_tokens', { en, nl })
