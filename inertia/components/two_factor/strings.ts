import { addCatalogue } from '~/lib/i18n'
import en from '~lang/en/two_factor.json'
import nl from '~lang/nl/two_factor.json'

// Only the profile page and the sign-in's challenge show these strings, so they load with them.
addCatalogue('two_factor', { en, nl })
