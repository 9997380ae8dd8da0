import { useEffect, type ReactElement, type ReactNode } from 'react'
import { useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, SimpleList, type RaRecord } from 'react-admin'

type RowText = ReactElement | ((record: RaRecord) => ReactNode)

interface RecordRowsProps {
  /** What a phone shows of a record: a line and, under it, a second one. */
  primary: RowText
  secondary?: RowText
  /** The table's columns, wider than a phone. */
  children: ReactNode
  /** The page a record opens: its edit page, or its show page for a read-only resource. */
  link?: 'edit' | 'show'
  /** What a table does with the records ticked in it; none without. */
  bulkActionButtons?: ReactElement
}

/**
 * A list's records as a table, or on a phone as lines of text that open the record, so the
 * page never scrolls sideways (as the portal's time logs do).
 */
/**
 * react-admin 5 names a row's checkbox on its wrapper, which MUI 9 leaves unnamed on the input
 * itself (the header's select-all is right): the name moves to the input.
 */
function useRowCheckboxNames(active: boolean) {
  useEffect(() => {
    if (!active) return
    const name = () => {
      for (const box of document.querySelectorAll('.RaDatagrid-checkbox[aria-label]')) {
        box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!)
        box.removeAttribute('aria-label')
      }
    }
    const observer = new MutationObserver(name)
    observer.observe(document.body, { subtree: true, childList: true })
    name()
    return () => observer.disconnect()
  }, [active])
}

export function RecordRows({
  primary,
  secondary,
  children,
  link = 'edit',
  bulkActionButtons,
}: RecordRowsProps) {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  useRowCheckboxNames(Boolean(bulkActionButtons) && !narrow)
  return narrow ? (
    <SimpleList primaryText={primary} secondaryText={secondary} linkType={link} />
  ) : (
    <Datagrid rowClick={link} bulkActionButtons={bulkActionButtons ?? false}>
      {children}
    </Datagrid>
  )
}
