import type { ChangeEvent } from 'react'
import { Autocomplete, Box, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { maxCommentLength } from '~shared/time_log_rules'
import { searchItems } from '~shared/text_search'

interface TimeLogCommentsFieldProps {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  onBlur: () => void
  error?: string
  readOnly?: boolean
  disabled?: boolean
  /** The user's own earlier comments on the chosen project and task, offered as they type. */
  suggestions?: string[]
}

/**
 * Optional comments with a counter, offering the user's earlier ones. Longer text may be typed,
 * as in the spec's counter field; the rules then say it is too long.
 */
export function TimeLogCommentsField({
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  disabled,
  suggestions = [],
}: TimeLogCommentsFieldProps) {
  const { t } = useTranslation()
  /** A chosen suggestion reaches the form as typed text does. */
  const setText = (text: string) =>
    onChange({ target: { value: text } } as ChangeEvent<HTMLInputElement>)
  return (
    <Autocomplete
      freeSolo
      disableClearable
      options={suggestions}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        // Typed, chosen or cleared; leaving the field changes nothing.
        if (reason !== 'reset' && reason !== 'blur') setText(text)
      }}
      filterOptions={(options, { inputValue }) =>
        searchItems(options, inputValue, (comment) => [comment]).filter(
          (comment) => comment !== inputValue
        )
      }
      disabled={disabled}
      readOnly={readOnly}
      slotProps={{ listbox: { 'aria-label': t('time_logs.picker.suggested_comments') } }}
      renderInput={(params) => (
        <TextField
          {...params}
          multiline
          minRows={2}
          name="comments"
          label={t('validation.fields.comments')}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={
            <Box component="span" sx={{ display: 'flex', gap: 2 }}>
              <Box component="span" sx={{ flexGrow: 1 }}>
                {error}
              </Box>
              {/* Read out apart from the message. */ error && ' '}
              {/* A closed log's comments cannot grow: no counter, nor its greyed-out text. */}
              {!disabled && <span>{`${value.length}/${maxCommentLength}`}</span>}
            </Box>
          }
        />
      )}
    />
  )
}
