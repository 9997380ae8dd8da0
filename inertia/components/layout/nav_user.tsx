import { lazy, Suspense, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Avatar, Box, IconButton, Tooltip, Typography } from '@mui/material'
import { mdiLogout } from '@mdi/js'
import { useRunningTimer } from '~/components/timer/use_running_timer'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

// Asked only when signing out with a running timer, so the dialog loads then, not with every page.
const ConfirmDialog = lazy(() =>
  import('~/components/ui/confirm_dialog').then((module) => ({ default: module.ConfirmDialog }))
)

function initials(name: string) {
  const parts = name.trim().split(/\s+/)
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase()
}

/** The signed-in user's name and e-mail address, with the logout button. */
export function NavUser() {
  const { user } = usePage().props.auth
  const { t } = useTranslation()
  const running = useRunningTimer() !== null
  const [confirming, setConfirming] = useState(false)
  // Mounted from the first question on, so that closing it still plays its transition.
  const [asked, setAsked] = useState(false)
  if (!user) return null

  // The timer keeps running on the server, but the user may not mean to leave it.
  const logout = () => router.post(urlFor('logout'))

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
        <IconButton
          aria-label={t('ui.nav.logout')}
          onClick={() => {
            if (!running) return logout()
            setAsked(true)
            setConfirming(true)
          }}
        >
          <Icon path={mdiLogout} />
        </IconButton>
      </Tooltip>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={t('ui.nav.logout')}
            message={t('messages.timer_running')}
            confirmLabel={t('ui.nav.logout')}
            onConfirm={() => {
              setConfirming(false)
              logout()
            }}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </Box>
  )
}
