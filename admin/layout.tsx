import type { ReactNode } from 'react'
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material'
import { mdiArrowLeft } from '@mdi/js'
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  useTranslate,
} from 'react-admin'
import { Icon } from '~/components/icon'
import { urlFor } from '~/lib/client'
import { ThemeMenu } from '~admin/theme_menu'

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
          <LocalesMenuButton />
          <ThemeMenu />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  )
}

/** A list wider than a phone scrolls in its own box instead of widening the whole page. */
const narrowScreens = {
  // react-admin's layout otherwise grows to fit its widest content.
  'minWidth': 0,
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} sx={narrowScreens}>
      {children}
    </Layout>
  )
}
