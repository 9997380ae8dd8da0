import { useState } from 'react'
import { IconButton } from '@mui/material'
import { mdiChevronDown, mdiChevronRight } from '@mdi/js'
import { useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'

/**
 * The most groups whose subgroups show from the start: a company's year by person and week
 * would otherwise put tens of thousands of rows on the page.
 */
const openUpTo = 10

/** Which groups show their subgroups: all of a short report, none of a long one, until toggled. */
export function useFoldedGroups(groupCount: number) {
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set())
  const openAtFirst = groupCount <= openUpTo
  const isOpen = (key: string) => openAtFirst !== toggled.has(key)
  const toggle = (key: string) =>
    setToggled((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return { isOpen, toggle }
}

interface FoldButtonProps {
  name: string
  open: boolean
  onToggle: () => void
}

/** Shows or hides a group's subgroups. */
export function FoldButton({ name, open, onToggle }: FoldButtonProps) {
  const translate = useTranslate()
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-label={translate('team_reports.subgroups_of', { name })}
      onClick={onToggle}
      sx={{ ml: -1, mr: 0.5 }}
    >
      <Icon path={open ? mdiChevronDown : mdiChevronRight} fontSize="small" />
    </IconButton>
  )
}
