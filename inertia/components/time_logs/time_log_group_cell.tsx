import { Button } from '@mui/material'
import { mdiChevronDown, mdiChevronRight } from '@mdi/js'
import type { MRT_Row } from 'material-react-table'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

/**
 * A group's heading: its value and size, as a button that shows or hides its rows. Stands in for
 * the table's own, whose layout relies on Stack props MUI 9 no longer has.
 */
export function TimeLogGroupCell({ row }: { row: MRT_Row<Data.TimeLog> }) {
  if (!row.getIsGrouped()) return null
  const expanded = row.getIsExpanded()
  return (
    <Button
      color="inherit"
      size="small"
      aria-expanded={expanded}
      onClick={(event) => {
        event.stopPropagation()
        row.toggleExpanded()
      }}
      startIcon={<Icon path={expanded ? mdiChevronDown : mdiChevronRight} />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {`${row.groupingValue} (${row.subRows?.length ?? 0})`}
    </Button>
  )
}
