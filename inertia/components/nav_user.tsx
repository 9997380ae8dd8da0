import { router, usePage } from '@inertiajs/react'
import { Avatar, Box, IconButton, Tooltip, Typography } from '@mui/material'
import { mdiLogout } from '@mdi/js'
import { Icon } from '~/components/icon'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/lib/client'

function initials(name: string) {
  const parts = name.trim().split(/\s+/)
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase()
}

/** The signed-in user's name and e-mail address, with the logout button. */
export function NavUser() {
  const { user } = usePage().props.auth
  const { t } = useTranslation()
  if (!user) return null

  return (
    // As tall as the top bar, so the rail's first divider meets the bar's border.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, height: 64, flexShrink: 0 }}>
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        {initials(user.name)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {user.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
      <Tooltip title={t('ui.nav.logout')}>
        <IconButton aria-label={t('ui.nav.logout')} onClick={() => router.post(urlFor('logout'))}>
          <Icon path={mdiLogout} />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
