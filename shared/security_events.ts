/**
 * What a security event records. The first group is recorded today; the second is defined for
 * features that record them as they arrive (two-factor sign-in, passkeys, erasure).
 */
export const securityEventKinds = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_changed',
  'token_created',
  'token_revoked',
  'role_changed',
  'account_activated',
  'account_deactivated',
  'invitation_accepted',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'recovery_codes_regenerated',
  'passkey_added',
  'passkey_removed',
  'account_erased',
  'billing_batch_undone',
] as const

export type SecurityEventKind = (typeof securityEventKinds)[number]

/** How many events a page of the person's own list shows. */
export const securityEventsPerPage = 20
