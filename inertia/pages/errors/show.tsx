import { Head, usePage } from '@inertiajs/react'
import { Button, Stack, Typography } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { layoutForUser } from '~/layouts/for_user'
import { urlFor } from '~shared/url_for'

const namedStatuses = new Set([401, 403, 404, 419, 500, 503])

interface ErrorPageProps {
  status: number
  /** A sentence saying what went wrong, when the server knows (e.g. a refused link). */
  message?: string
  /** A server error's request id, which its log line carries too. */
  requestId?: string
}

export default function ErrorPage({ status, message, requestId }: ErrorPageProps) {
  const { auth } = usePage().props
  const { t } = useTranslation()
  const title = t(`messages.status.${namedStatuses.has(status) ? status : 'unknown'}`)
  // Back goes home for users, the dashboard for visitors (who then meet the login).
  const back = urlFor(auth.user ? 'home' : 'dashboard')

  return (
    <>
      <Head title={title} />
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {status}
        </Typography>
        <Typography variant="overline" component="p" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="h1">
          {t('messages.unexpected_error')}
        </Typography>
        <Typography color="text.secondary">
          {message ?? t('messages.unexpected_error_text')}
        </Typography>
        {requestId && (
          <Typography variant="body2" color="text.secondary">
            {t('messages.request_id')}: {requestId}
          </Typography>
        )}
        <Button variant="contained" component={RouterLink} href={back}>
          {t('ui.actions.go_back')}
        </Button>
      </Stack>
    </>
  )
}

ErrorPage.layout = layoutForUser
