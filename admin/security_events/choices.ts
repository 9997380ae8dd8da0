import { securityEventKinds } from '~shared/security_events'

/** Every kind of security event, named in the panel's language. */
export const kindChoices = securityEventKinds.map((kind) => ({
  id: kind,
  name: `resources.security-events.kinds.${kind}`,
}))
