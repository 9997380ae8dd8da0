import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material'
import { mdiMenu, mdiPlus } from '@mdi/js'
import { Logo } from '~/components/layout/logo'
import { TimerControls } from '~/components/timer/timer_controls'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { railWidth } from '~/lib/layout'
import { urlFor } from '~shared/url_for'

/** The product name, the mobile menu button, the timer and the button that creates a time log. */
export function TopBar({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation()

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        width: { md: `calc(100% - ${railWidth}px)` },
        ml: { md: `${railWidth}px` },
      }}
    >
      <Toolbar>
        <IconButton
          edge="start"
          aria-label={t('ui.nav.open_menu')}
          aria-expanded={menuOpen}
          onClick={onMenu}
          sx={{ mr: 1, display: { md: 'none' } }}
        >
          <Icon path={mdiMenu} />
        </IconButton>
        <Box
          component={RouterLink}
          href={urlFor('home')}
          sx={{ color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
        >
          <Logo />
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <TimerControls />
        <Tooltip title={t('ui.nav.new_time_log')}>
          <IconButton
            component={RouterLink}
            href={urlFor('time-logs.create')}
            aria-label={t('ui.nav.new_time_log')}
            sx={{
              'bgcolor': 'primary.main',
              'color': 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <Icon path={mdiPlus} />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  )
}
