import type { ChangeEvent } from 'react'
import { Box, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { maxCommentLength } from '~shared/time_log_rules'

interface TimeLogCommentsFieldProps {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  onBlur: () => void
  error?: string
  readOnly?: boolean
  disabled?: boolean
}

/**
 * Optional comments with a counter. Longer text may be typed, as in the spec's counter field;
 * the rules then say it is too long.
 */
export function TimeLogCommentsField({
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  disabled,
}: TimeLogCommentsFieldProps) {
  const { t } = useTranslation()
  return (
    <TextField
      multiline
      rows={4}
      name="comments"
      label={t('validation.fields.comments')}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      slotProps={{ input: { readOnly } }}
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
  )
}
