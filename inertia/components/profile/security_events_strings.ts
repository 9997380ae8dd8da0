import { addCatalogue } from '~/lib/i18n'
import en from '~lang/en/security_events.json'
import nl from '~lang/nl/security_events.json'

// Only the profile page shows these strings, so they load with it.
addCatalogue('security_events', { en, nl })
