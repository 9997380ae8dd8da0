import type { ReactNode } from 'react'
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material'
import { mdiArrowLeft } from '@mdi/js'
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { AdminMenu } from '~admin/layout/admin_menu'
import { AdminStyles } from '~admin/layout/admin_styles'
import { useDocumentTitle } from '~admin/layout/document_title'
import { LanguageMenu } from '~admin/layout/language_menu'
import { ThemeMenu } from '~admin/layout/theme_menu'
import { Icon } from '~shared/icon'
import { PickersProvider } from '~shared/pickers_provider'
import { signedInFormats } from '~admin/signed_in_user'
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
  const translate = useTranslate()
  return (
    <AppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <PortalLink />
          <LanguageMenu />
          <ThemeMenu />
          {/* Its spinner is a progress bar, which needs a name of its own. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  )
}

/**
 * A list wider than its box scrolls in it instead of widening the whole page; on a phone a
 * form's fields take the form's whole width, and a list ends with room for the floating create
 * button, which would otherwise cover the pagination.
 */
const layoutStyles = (theme: Theme) => ({
  // react-admin's layout otherwise grows to fit its widest content.
  'minWidth': 0,
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  [theme.breakpoints.down('sm')]: {
    '& .RaEdit-main .ra-input, & .RaCreate-main .ra-input': { width: '100%' },
    // The button floats 60 px above the bottom and is 56 px tall.
    '& .RaList-main': { paddingBottom: theme.spacing(17) },
  },
})

export function AdminLayout({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState()
  useDocumentTitle()
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={layoutStyles}>
      <AdminStyles />
      <PickersProvider locale={locale} formats={signedInFormats}>
        {children}
      </PickersProvider>
    </Layout>
  )
}
