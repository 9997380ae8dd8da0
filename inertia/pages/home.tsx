import { Head, usePage } from '@inertiajs/react'
import { Button, Stack, Typography } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { layoutForUser } from '~/layouts/for_user'
import { appName } from '~/lib/app_name'
import { urlFor } from '~shared/url_for'

interface HomeProps {
  canLogin: boolean
}

export default function Home({ canLogin }: HomeProps) {
  const { auth, registrationOpen } = usePage().props
  const { t } = useTranslation()

  return (
    <>
      {/* The welcome page carries the bare product name as its title. */}
      <Head title="" />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {t('messages.welcome_title', { appName })}
        </Typography>
        <Typography color="text.secondary">{t('messages.welcome_text')}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          {auth.user ? (
            <Button variant="contained" component={RouterLink} href={urlFor('dashboard')}>
              {t('ui.actions.dashboard')}
            </Button>
          ) : (
            <>
              {canLogin && (
                <Button variant="contained" component={RouterLink} href={urlFor('login')}>
                  {t('ui.auth.login')}
                </Button>
              )}
              {registrationOpen && (
                <Button variant="outlined" component={RouterLink} href={urlFor('register')}>
                  {t('ui.auth.register')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </>
  )
}

Home.layout = layoutForUser
