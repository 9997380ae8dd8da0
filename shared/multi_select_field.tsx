import { useId } from 'react'
import { Autocomplete, Box, ListItemIcon, ListItemText, TextField } from '@mui/material'
import { mdiCheck } from '@mdi/js'
import { Icon } from '~shared/icon'
import { searchItems } from '~shared/text_search'

interface MultiSelectOption {
  id: number
  label: string
}

interface MultiSelectFieldProps {
  name: string
  label: string
  value: number[]
  options: MultiSelectOption[]
  /** What the field shows when more than one option is chosen ("3 selected"). */
  countText: (count: number) => string
  onChange: (value: number[]) => void
}

const optionNames = ({ label }: MultiSelectOption) => [label]

/**
 * Clients, projects, tasks or people to filter on, by name; none chosen means all. Typed words
 * narrow the list as in the project and task picker (any word, accent-insensitive:
 * shared/text_search.ts); Enter or a click adds or removes the highlighted one and the list
 * stays open for more, Escape closes it. The field shows the one chosen name, or how many.
 */
export function MultiSelectField({
  name,
  label,
  value,
  options,
  countText,
  onChange,
}: MultiSelectFieldProps) {
  const summaryId = useId()
  const known = new Map(options.map((option) => [option.id, option]))
  // An id the URL asked for stays chosen, and can be taken away, even when it is not offered.
  const chosen = value.map((id) => known.get(id) ?? { id, label: String(id) })
  const summary =
    chosen.length === 0 ? '' : chosen.length === 1 ? chosen[0].label : countText(chosen.length)

  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      autoHighlight
      size="small"
      options={options}
      value={chosen}
      onChange={(_, picked) => onChange(picked.map((option) => option.id))}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={(offered, { inputValue }) => searchItems(offered, inputValue, optionNames)}
      renderValue={() =>
        summary && (
          <Box
            component="span"
            id={summaryId}
            sx={{
              pl: 1,
              minWidth: 0,
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {summary}
          </Box>
        )
      }
      renderOption={({ key, ...props }, option, { selected }) => (
        <Box component="li" key={key} {...props}>
          {/* The option itself is marked selected; a checkbox in it would be a control in a control. */}
          <ListItemIcon>{selected && <Icon path={mdiCheck} fontSize="small" />}</ListItemIcon>
          <ListItemText primary={option.label} />
        </Box>
      )}
      // The summary shortens rather than pushing the typed text onto a line of its own.
      sx={{
        'minWidth': 160,
        'maxWidth': { sm: 260 },
        '& .MuiInputBase-root': { flexWrap: 'nowrap' },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          slotProps={{
            ...params.slotProps,
            // What is chosen is read out with the field.
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-describedby': summary ? summaryId : undefined,
            },
          }}
        />
      )}
    />
  )
}
