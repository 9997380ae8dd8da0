import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Box, Button, Stack } from '@mui/material'
import { mdiContentCopy, mdiDeleteOutline } from '@mdi/js'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

interface TimeLogFormActionsProps {
  /** The log being edited; a new one has no Delete or Duplicate. */
  timeLog?: Data.TimeLog
  /** Where Cancel goes, and Delete once done: the list as the user left it. */
  listUrl: string
  saving: boolean
  /** The log is in a closed period: it can be copied, not saved or deleted. */
  closed?: boolean
}

// Dark mode: crimson and red text are too dark on the dark background (as links, theme.ts).

/** The form's buttons: Delete and Duplicate for a stored log at the start, Cancel and Save at the end. */
export function TimeLogFormActions({
  timeLog,
  listUrl,
  saving,
  closed = false,
}: TimeLogFormActionsProps) {
  const { t, locale } = useTranslation()
  const [asking, setAsking] = useState(false)

  const remove = (log: Data.TimeLog) => {
    setAsking(false)
    router.delete(urlFor('time-logs.destroy', { time_log: log.id }), {
      data: { return_to: listUrl },
    })
  }

  return (
    <Stack
      direction="row"
      sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        {timeLog && (
          <>
            <Button
              color="error"
              sx={(theme) => theme.applyStyles('dark', { color: theme.vars?.palette.error.light })}
              startIcon={<Icon path={mdiDeleteOutline} />}
              onClick={() => setAsking(true)}
              disabled={closed}
            >
              {t('time_logs.delete')}
            </Button>
            <Button
              component={RouterLink}
              href={urlFor('time-logs.create', {}, { qs: { duplicate: timeLog.id } })}
              sx={(theme) =>
                theme.applyStyles('dark', { color: theme.vars?.palette.primary.light })
              }
              startIcon={<Icon path={mdiContentCopy} />}
            >
              {t('time_logs.duplicate')}
            </Button>
            <ConfirmDialog
              open={asking}
              title={t('time_logs.delete_title')}
              message={t('time_logs.delete_confirm', {
                project: timeLog.project.name,
                date: formatDate(timeLog.date, locale),
              })}
              confirmLabel={t('time_logs.delete')}
              onConfirm={() => remove(timeLog)}
              onCancel={() => setAsking(false)}
            />
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button component={RouterLink} href={listUrl} color="inherit">
          {t('ui.actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={closed}>
          {t('time_logs.save')}
        </Button>
      </Box>
    </Stack>
  )
}
