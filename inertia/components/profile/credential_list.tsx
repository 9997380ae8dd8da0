import { Box, Button, Typography } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'

/** A moment as the server writes it for the person: the instant, and its local date and time. */
export type Moment = { at: string; date: string; time: string }

/** A moment in the person's time zone, date and time formats. */
export function When({ moment }: { moment: Moment }) {
  const { locale } = useTranslation()
  return (
    <time dateTime={moment.at}>
      {formatDate(moment.date, locale)} {formatTime(moment.time.slice(0, 5))}
    </time>
  )
}

/** The list of a Profile security card: one bordered line per item. */
export const listSx = { listStyle: 'none', p: 0, m: 0 }
export const itemSx = {
  borderBottom: 1,
  borderColor: 'divider',
  pb: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
} as const

interface CredentialItemProps {
  name: string
  created: Moment
  lastUsed: Moment | null
  /** "Created", "Last used" and "never" in the card's words. */
  words: { created: string; lastUsed: string; never: string }
  action: { label: string; ariaLabel: string; onClick: () => void }
  /** The item's data attribute, such as { 'data-token': 3 }, for what finds it. */
  data: Record<`data-${string}`, number>
}

/** A named credential (an API token, a passkey): when made and last used, and one action. */
export function CredentialItem({
  name,
  created,
  lastUsed,
  words,
  action,
  data,
}: CredentialItemProps) {
  return (
    <Box component="li" {...data} sx={itemSx}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {words.created} <When moment={created} /> · {words.lastUsed}{' '}
          {lastUsed ? <When moment={lastUsed} /> : words.never}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        onClick={action.onClick}
        aria-label={action.ariaLabel}
      >
        {action.label}
      </Button>
    </Box>
  )
}
