import { useEffect, useState } from 'react'
import { IconButton, InputAdornment, TextField } from '@mui/material'
import { mdiClose, mdiMagnify } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'

/** How long typing pauses before the table asks the server. */
const searchDelayMs = 300

interface TimeLogSearchFieldProps {
  /** The search the table shows. */
  value: string
  onSearch: (text: string) => void
}

/** Searches project, task and comments once typing pauses. */
export function TimeLogSearchField({ value, onSearch }: TimeLogSearchFieldProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)

  // Back and Forward bring another search: the field shows it.
  const [shownValue, setShownValue] = useState(value)
  if (shownValue !== value) {
    setShownValue(value)
    if (text.trim() !== value) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  const clear = () => {
    setText('')
    onSearch('')
  }

  return (
    <TextField
      type="search"
      size="small"
      fullWidth={false}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('time_logs.search')}
      sx={{
        'width': { xs: '100%', sm: 280 },
        // The field has its own clear button.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('time_logs.search'), 'autoComplete': 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Icon path={mdiMagnify} />
            </InputAdornment>
          ),
          endAdornment: text && (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('time_logs.clear_search')}
                onClick={clear}
                edge="end"
                size="small"
              >
                <Icon path={mdiClose} fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
