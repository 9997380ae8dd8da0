import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Box, Drawer, Toolbar } from '@mui/material'
import '~/components/layout/signed_in_strings'
import { SideNav } from '~/components/layout/side_nav'
import { TopBar } from '~/components/layout/top_bar'
import { useDocumentLanguage } from '~/hooks/use_document_language'
import { useDateFormats } from '~/lib/dates'
import { useKeyboardShortcuts } from '~/components/shortcuts/use_keyboard_shortcuts'
import { drawerWidth, railWidth } from '~/lib/layout'

// Only those who press `?` need it.
const ShortcutHelpDialog = lazy(() => import('~/components/shortcuts/shortcut_help_dialog'))

/**
 * The signed-in portal: a top bar, and the side navigation as a rail on desktop that expands
 * over the content on hover or keyboard focus, and as a drawer behind the menu button on mobile.
 */
export default function MainLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  useDocumentLanguage()
  useDateFormats()
  const shortcuts = useKeyboardShortcuts()

  // The layout stays mounted from page to page; the drawer closes once a visit lands.
  useEffect(() => router.on('success', () => setDrawerOpen(false)), [])

  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <TopBar onMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ 'display': { md: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
      >
        <SideNav />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          'display': { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': {
            'width': railWidth,
            // Clipped rather than hidden: a hidden overflow would scroll sideways to show a
            // focused entry beyond the collapsed rail, leaving the icons out of sight.
            'overflow': 'clip',
            'transition': (theme) => theme.transitions.create(['width', 'box-shadow']),
            '&:hover, &:has(:focus-visible)': { width: drawerWidth, boxShadow: 8 },
          },
        }}
      >
        <SideNav />
      </Drawer>
      <Box component="main" sx={{ ml: { md: `${railWidth}px` }, px: { xs: 2, sm: 3 }, pb: 4 }}>
        <Toolbar />
        <Box sx={{ maxWidth: 'lg', mx: 'auto', pt: 3 }}>{children}</Box>
      </Box>
      {shortcuts.helpOpen && (
        <Suspense>
          <ShortcutHelpDialog open onClose={shortcuts.closeHelp} />
        </Suspense>
      )}
    </Box>
  )
}
