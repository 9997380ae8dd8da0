import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import { mdiKeyRemove } from '@mdi/js'
import type { Data } from '~generated/data'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

/** The user's tokens: name, abilities and dates, each with a button that revokes it. */
export function TokenList({ tokens }: { tokens: Data.AccessToken[] }) {
  const { t, locale } = useTranslation()
  const [revoking, setRevoking] = useState<Data.AccessToken | null>(null)

  const revoke = () => {
    if (!revoking) return
    router.delete(urlFor('profile.tokens.destroy', { id: revoking.id }), { preserveScroll: true })
    setRevoking(null)
  }

  if (tokens.length === 0) {
    return <Typography color="text.secondary">{t('access_tokens.empty')}</Typography>
  }

  const dates = (token: Data.AccessToken) => [
    [t('access_tokens.created_at'), formatDate(token.created_at, locale)],
    [
      t('access_tokens.last_used_at'),
      token.last_used_at ? formatDate(token.last_used_at, locale) : t('access_tokens.never_used'),
    ],
    [
      t('access_tokens.expires_at'),
      token.expires_at ? formatDate(token.expires_at, locale) : t('access_tokens.never'),
    ],
  ]

  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('access_tokens.list')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tokens.map((token) => (
          <Box
            component="li"
            key={token.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'flex-start' },
              gap: 1.5,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {token.name}
              </Typography>
              <Stack
                direction="row"
                useFlexGap
                spacing={0.5}
                sx={{ flexWrap: 'wrap', my: 1 }}
                aria-label={t('access_tokens.abilities')}
              >
                {token.abilities.map((ability) => (
                  <Chip key={ability} size="small" label={t(`access_tokens.ability.${ability}`)} />
                ))}
              </Stack>
              <Box
                component="dl"
                sx={{
                  'm': 0,
                  'display': 'grid',
                  'gridTemplateColumns': 'auto 1fr',
                  'columnGap': 1.5,
                  'rowGap': 0.25,
                  'typography': 'body2',
                  'color': 'text.secondary',
                  '& dd': { m: 0 },
                }}
              >
                {dates(token).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </Box>
                ))}
              </Box>
            </Box>
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => setRevoking(token)}
              aria-label={t('access_tokens.revoke_named', { name: token.name })}
              startIcon={<Icon path={mdiKeyRemove} />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
              {t('access_tokens.revoke')}
            </Button>
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        title={t('access_tokens.revoke_title', { name: revoking?.name ?? '' })}
        message={t('access_tokens.revoke_text')}
        confirmLabel={t('access_tokens.revoke')}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  )
}
