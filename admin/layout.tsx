import type { ReactNode } from 'react'
import { Button } from '@mui/material'
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
  return (
    <Button color="inherit" href={urlFor('dashboard')} startIcon={<Icon path={mdiArrowLeft} />}>
      {translate('panel.back_to_portal')}
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

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={AdminAppBar}>{children}</Layout>
}
