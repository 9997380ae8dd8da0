import type { ReactNode } from 'react'
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material'
import { mdiArrowLeft } from '@mdi/js'
import { AppBar, Layout, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin'
import { AdminMenu } from '~admin/layout/admin_menu'
import { LanguageMenu } from '~admin/layout/language_menu'
import { ThemeMenu } from '~admin/layout/theme_menu'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

/** Leaves the single-page panel for the portal's dashboard with a full page load. */
function PortalLink() {
  const translate = useTranslate()
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const label = translate('panel.back_to_portal')
  const icon = <Icon path={mdiArrowLeft} />
  return narrow ? (
    <IconButton color="inherit" href={urlFor('dashboard')} aria-label={label}>
      {icon}
    </IconButton>
  ) : (
    <Button color="inherit" href={urlFor('dashboard')} startIcon={icon}>
      {label}
    </Button>
  )
}

function AdminAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <PortalLink />
          <LanguageMenu />
          <ThemeMenu />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  )
}

/**
 * A list wider than a phone scrolls in its own box instead of widening the whole page, and on a
 * phone a form's fields take the form's whole width.
 */
const narrowScreens = (theme: Theme) => ({
  // react-admin's layout otherwise grows to fit its widest content.
  'minWidth': 0,
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  [theme.breakpoints.down('sm')]: {
    '& .RaEdit-main .ra-input, & .RaCreate-main .ra-input': { width: '100%' },
  },
})

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={narrowScreens}>
      {children}
    </Layout>
  )
}
