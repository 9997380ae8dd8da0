import { Box, Divider, List } from '@mui/material'
import { LanguageSwitcher } from '~/components/layout/language_switcher'
import { NavMenu } from '~/components/layout/nav_menu'
import { NavUser } from '~/components/layout/nav_user'
import { ThemeSwitcher } from '~/components/layout/theme_switcher'
import { drawerWidth } from '~/lib/layout'
import { useTranslation } from '~/hooks/use_translation'

/** The side navigation's content, the same in the desktop rail and the mobile drawer. */
export function SideNav() {
  const { t } = useTranslation()
  return (
    <Box
      component="nav"
      aria-label={t('ui.nav.navigation')}
      // Always laid out at full width: the collapsed rail shows only its first 56 px, where
      // the icons sit and the labels start just beyond.
      sx={{
        'display': 'flex',
        'flexDirection': 'column',
        'height': '100%',
        'width': drawerWidth,
        'overflowY': 'auto',
        '& .MuiListItemIcon-root': { minWidth: 40 },
      }}
    >
      <NavUser />
      <Divider />
      <NavMenu />
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List>
        <ThemeSwitcher />
        <LanguageSwitcher variant="list" />
      </List>
    </Box>
  )
}
