import { useId, useState, type FormEvent } from 'react'
import {
  Button as DialogButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material'
import { mdiCheck, mdiClose } from '@mdi/js'
import {
  Button,
  HttpError,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin'
import type { AdminDataProvider } from '~admin/data_provider'
import { Icon } from '~shared/icon'

type Decision = 'approve' | 'reject'

const outcome = { approve: 'approved', reject: 'rejected' } as const

/** The most a comment may hold, as the server allows. */
const maxComment = 1000

/**
 * Decides the weeks, then says how many were decided and how many were skipped (decided by
 * someone else meanwhile), and reloads the page's records.
 */
function useDecide() {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  return async (ids: Identifier[], decision: Decision, comment: string) => {
    const { decided, skipped } = await dataProvider.decideWeeks(ids, decision, comment)
    const done = translate(`resources.week-submissions.notifications.${outcome[decision]}`, {
      smart_count: decided.length,
    })
    const left = skipped.length
      ? ` ${translate('resources.week-submissions.notifications.skipped', { smart_count: skipped.length })}`
      : ''
    notify(done + left, { type: skipped.length ? 'warning' : 'info' })
    refresh()
  }
}

interface DecisionDialogProps {
  decision: Decision
  ids: Identifier[]
  onClose: () => void
  onDone: () => void
}

/** Asks for the comment that goes with the decision: required to reject, optional to approve. */
function DecisionDialog({ decision, ids, onClose, onDone }: DecisionDialogProps) {
  const translate = useTranslate()
  const notify = useNotify()
  const decide = useDecide()
  const titleId = useId()
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const required = decision === 'reject'
  const label = translate('resources.week-submissions.fields.comment')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (required && !comment.trim()) {
      setError(translate('panel.validation.required', { field: label }))
      return
    }
    setPending(true)
    try {
      await decide(ids, decision, comment.trim())
      onDone()
    } catch (failure) {
      const errors = failure instanceof HttpError ? failure.body?.errors : undefined
      if (errors) setError(Object.values<string>(errors)[0])
      else
        notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', {
          type: 'error',
        })
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {translate(`resources.week-submissions.${decision}_title`, { smart_count: ids.length })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {translate(`resources.week-submissions.${decision}_text`, { smart_count: ids.length })}
          </DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={3}
            name="comment"
            label={label}
            required={required}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value)
              setError(null)
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: maxComment } }}
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <DialogButton onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </DialogButton>
          <DialogButton
            type="submit"
            className="ra-confirm"
            color={decision === 'reject' ? 'error' : 'primary'}
            disabled={pending}
          >
            {translate(`resources.week-submissions.${decision}`)}
          </DialogButton>
        </DialogActions>
      </form>
    </Dialog>
  )
}

interface DecisionButtonProps {
  decision: Decision
  ids: Identifier[]
  /** After the weeks were decided, e.g. to clear the list's selection. */
  onDone?: () => void
}

/** Approve or Reject, opening the comment dialog for the weeks. */
export function DecisionButton({ decision, ids, onDone }: DecisionButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        label={`resources.week-submissions.${decision}`}
        color={decision === 'reject' ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        <Icon path={decision === 'approve' ? mdiCheck : mdiClose} />
      </Button>
      {open && (
        <DecisionDialog
          decision={decision}
          ids={ids}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false)
            onDone?.()
          }}
        />
      )}
    </>
  )
}
