import type { ReactNode } from 'react'
import { Box, Card, CardContent } from '@mui/material'
import { LanguageSwitcher } from '~/components/layout/language_switcher'
import { Logo } from '~/components/layout/logo'
import { RouterLink } from '~/components/ui/router_link'
import { useDocumentLanguage } from '~/hooks/use_document_language'
import { urlFor } from '~shared/url_for'

/** Visitors' pages: a centred card with the logo and the language switcher on a gradient. */
export default function GuestLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage()
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
        ...theme.applyStyles('dark', {
          background: `linear-gradient(135deg, #5c0a1b 0%, #0d2a34 100%)`,
        }),
      })}
    >
      <Card component="main" elevation={8} sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box
            component="header"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
          >
            <Box
              component={RouterLink}
              href={urlFor('home')}
              sx={{ color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
            >
              <Logo size={40} />
            </Box>
            <LanguageSwitcher variant="button" />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
