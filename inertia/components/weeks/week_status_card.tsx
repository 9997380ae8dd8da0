import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { mdiSendOutline, mdiUndo } from '@mdi/js'
import { WeekStatusChip } from '~/components/weeks/week_status_chip'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { formatHours } from '~shared/durations'
import type { WeekState } from '~/lib/week'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

/**
 * The week's status, what it means, an administrator's comment on a rejection, the lock date
 * when it reaches into the week, and the button that submits or withdraws it, each asked first;
 * a refusal (the timer still runs in the week, say) stands beneath.
 */
export function WeekStatusCard({ week }: { week: WeekState }) {
  const { t, locale } = useTranslation()
  const [asking, setAsking] = useState<'submit' | 'withdraw'>()
  const [busy, setBusy] = useState(false)
  const refusal = usePage().props.errors.week
  const range = { from: formatDate(week.starts_on, locale), to: formatDate(week.ends_on, locale) }
  const noticeDate = week.status === 'submitted' ? week.submitted_at : week.decided_at

  const send = () => {
    const action = asking
    setAsking(undefined)
    const options = {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
    }
    if (action === 'submit') router.post(urlFor('week.submit'), { date: week.starts_on }, options)
    else router.delete(urlFor('week.withdraw'), { data: { date: week.starts_on }, ...options })
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="week-status-title" sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography id="week-status-title" variant="h6" component="h2">
                {t('week.status.label')}
              </Typography>
              <WeekStatusChip status={week.status} data-testid="week-status" />
            </Box>
            <Typography color="text.secondary">
              {week.status === 'open'
                ? t('week.notice.open')
                : t(`week.notice.${week.status}`, {
                    date: noticeDate ? formatDate(noticeDate, locale) : '',
                  })}
            </Typography>
          </Box>
          {week.can_submit && (
            <Button
              variant="contained"
              startIcon={<Icon path={mdiSendOutline} />}
              loading={busy}
              onClick={() => setAsking('submit')}
              sx={{ flex: 'none' }}
            >
              {t('week.submit')}
            </Button>
          )}
          {week.can_withdraw && (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<Icon path={mdiUndo} />}
              loading={busy}
              onClick={() => setAsking('withdraw')}
              sx={{ flex: 'none' }}
            >
              {t('week.withdraw')}
            </Button>
          )}
        </Stack>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
        {week.status === 'rejected' && week.comment && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="week-comment">
            <strong>{t('week.notice.comment')}</strong>{' '}
            <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {week.comment}
            </Box>
          </Alert>
        )}
        {week.lock_date && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('week.notice.locked', { date: formatDate(week.lock_date, locale) })}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking === 'submit'}
        title={t('week.submit_title')}
        message={t('week.submit_confirm', { ...range, total: formatHours(week.total_seconds) })}
        confirmLabel={t('week.submit')}
        onConfirm={send}
        onCancel={() => setAsking(undefined)}
      />
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('week.withdraw_title')}
        message={t('week.withdraw_confirm', range)}
        confirmLabel={t('week.withdraw')}
        onConfirm={send}
        onCancel={() => setAsking(undefined)}
      />
    </Card>
  )
}
