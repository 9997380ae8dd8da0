import { Head, usePage } from '@inertiajs/react'
import { Button, Stack, Typography } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { layoutForUser } from '~/layouts/for_user'
import { urlFor } from '~shared/url_for'

const namedStatuses = new Set([401, 403, 404, 419, 500, 503])

interface ErrorPageProps {
  status: number
  /** A sentence saying what went wrong, when the server knows (a refused link, a 404). */
  message?: string
  /** A server error's request id, which its log line carries too. */
  requestId?: string
}

export default function ErrorPage({ status, message, requestId }: ErrorPageProps) {
  const { auth } = usePage().props
  const { t } = useTranslation()
  const title = t(`messages.status.${namedStatuses.has(status) ? status : 'unknown'}`)
  const heading = t(status === 404 ? 'messages.page_not_found' : 'messages.unexpected_error')
  // Back leads users to their dashboard and visitors to the home page.
  const back = auth.user
    ? { href: urlFor('dashboard'), label: t('messages.back_to_dashboard') }
    : { href: urlFor('home'), label: t('messages.back_home') }

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
          {heading}
        </Typography>
        <Typography color="text.secondary">
          {message ?? t('messages.unexpected_error_text')}
        </Typography>
        {requestId && (
          <Typography variant="body2" color="text.secondary">
            {t('messages.request_id')}: {requestId}
          </Typography>
        )}
        <Button variant="contained" component={RouterLink} href={back.href}>
          {back.label}
        </Button>
      </Stack>
    </>
  )
}

ErrorPage.layout = layoutForUser
