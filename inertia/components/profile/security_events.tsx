import { router } from '@inertiajs/react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import type { Data } from '~generated/data'
import { ProfileCard } from '~/components/profile/profile_card'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'
import '~/components/profile/security_events_strings'

/** The profile page's prop: one page of the person's own security events, newest first. */
export type SecurityEventsProps = {
  events: Data.SecurityEvent[]
  page: number
  hasMore: boolean
}

/** Shows another page of events, reloading only them. */
function showPage(page: number) {
  router.reload({ only: ['securityEvents'], data: { security_events_page: page } })
}

/**
 * The person's security events: what happened, when (in their time zone and formats), from
 * which address and browser, and whether an administrator did it; paged, the newest first.
 */
export function SecurityEvents({ events, page, hasMore }: SecurityEventsProps) {
  const { t, locale } = useTranslation()

  return (
    <ProfileCard heading={t('security_events.heading')} text={t('security_events.text')}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{t('security_events.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('security_events.list')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {events.map((event) => (
            <Box
              component="li"
              key={event.id}
              data-kind={event.kind}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {t(`security_events.kinds.${event.kind}`)}
                </Typography>
                {event.by_administrator && (
                  <Chip size="small" label={t('security_events.by_administrator')} />
                )}
                <Typography component="span" variant="body2" sx={{ ml: 'auto' }}>
                  <time dateTime={event.created_at}>
                    {formatDate(event.date, locale)} {formatTime(event.time.slice(0, 5))}
                  </time>
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {event.ip ?? t('security_events.unknown_address')} ·{' '}
                {event.browser
                  ? [event.browser, event.system].filter(Boolean).join(' · ')
                  : (event.user_agent ?? t('security_events.unknown_browser'))}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {(page > 1 || hasMore) && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <Button disabled={page <= 1} onClick={() => showPage(page - 1)}>
            {t('security_events.newer')}
          </Button>
          <Button disabled={!hasMore} onClick={() => showPage(page + 1)}>
            {t('security_events.older')}
          </Button>
        </Box>
      )}
    </ProfileCard>
  )
}
