import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import type { Data } from '~generated/data'
import { ProfileCard } from '~/components/profile/profile_card'
import { CredentialItem, When, itemSx, listSx } from '~/components/profile/credential_list'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~shared/url_for'
import { formatDate, formatTime } from '~/lib/dates'
import '~/components/profile/devices_strings'

/** The profile page's prop: the person's signed-in sessions and API tokens. */
export type DevicesProps = {
  sessions: Data.Device[]
  tokens: Data.TokenInUse[]
}

/**
 * Profile → Security: the browsers signed in to the person's account (browser and system, address,
 * when signed in and last seen; this one marked), each other one with a button that signs it out
 * at once, and the API tokens in use, each with a button that revokes it.
 */
export function Devices({ sessions, tokens }: DevicesProps) {
  const { t, locale } = useTranslation()
  const [revoking, setRevoking] = useState<Data.TokenInUse | null>(null)
  const others = sessions.filter((session) => !session.current)

  const signOut = (id: number) =>
    router.delete(urlFor('profile.devices.destroy', { id }), { preserveScroll: true })
  const signOutOthers = () =>
    router.delete(urlFor('profile.devices.destroy_others'), { preserveScroll: true })
  const revoke = () => {
    if (revoking) {
      router.delete(urlFor('profile.tokens.destroy', { id: revoking.id }), { preserveScroll: true })
    }
    setRevoking(null)
  }

  return (
    <ProfileCard heading={t('devices.heading')} text={t('devices.text')}>
      <Stack component="ul" aria-label={t('devices.sessions')} spacing={1} sx={listSx}>
        {sessions.map((session) => {
          const browser = session.browser ?? t('devices.unknown_browser')
          const system = session.system ?? t('devices.unknown_system')
          return (
            <Box
              component="li"
              key={session.id}
              data-device={session.id}
              data-current={session.current || undefined}
              sx={itemSx}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {browser} · {system}
                  </Typography>
                  {session.current && (
                    <Chip size="small" color="primary" label={t('devices.this_device')} />
                  )}
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {session.ip ?? t('devices.unknown_address')} · {t('devices.first_seen')}{' '}
                  <When moment={session.first_seen} /> · {t('devices.last_seen')}{' '}
                  <When moment={session.last_seen} />
                </Typography>
              </Box>
              {!session.current && (
                <Button
                  variant="outlined"
                  color="inherit"
                  onClick={() => signOut(session.id)}
                  aria-label={t('devices.sign_out_label', {
                    browser,
                    system,
                    lastSeen: `${formatDate(session.last_seen.date, locale)} ${formatTime(session.last_seen.time.slice(0, 5))}`,
                  })}
                >
                  {t('devices.sign_out')}
                </Button>
              )}
            </Box>
          )
        })}
      </Stack>
      {others.length > 0 && (
        <Box>
          <Button variant="outlined" color="error" onClick={signOutOthers}>
            {t('devices.sign_out_others')}
          </Button>
        </Box>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('devices.tokens')}
      </Typography>
      {tokens.length === 0 ? (
        <Typography color="text.secondary">{t('devices.no_tokens')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('devices.tokens')} spacing={1} sx={listSx}>
          {tokens.map((token) => (
            <CredentialItem
              key={token.id}
              data={{ 'data-token': token.id }}
              name={token.name}
              created={token.created}
              lastUsed={token.last_used}
              words={{
                created: t('devices.token_created'),
                lastUsed: t('devices.token_last_used'),
                never: t('devices.token_never_used'),
              }}
              action={{
                label: t('devices.revoke'),
                ariaLabel: t('devices.revoke_label', { name: token.name }),
                onClick: () => setRevoking(token),
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('devices.revoke_title', { name: revoking?.name ?? '' })}
        message={t('devices.revoke_text')}
        confirmLabel={t('devices.revoke')}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </ProfileCard>
  )
}
