import { useId, useState } from 'react'
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material'
import { useColorScheme } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'
import { themeModes, type ThemeMode } from '~shared/theme_modes'

/** Light, dark or the operating system's preference, remembered like the portal's choice. */
export function ThemeMenu() {
  const { mode = 'system', setMode } = useColorScheme()
  const translate = useTranslate()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = `${translate('ui.theme.label')}: ${translate(`ui.theme.${mode}`)}`

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon path={themeModes[mode]} />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(Object.keys(themeModes) as ThemeMode[]).map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === mode}
            selected={option === mode}
            onClick={() => {
              setAnchor(null)
              setMode(option)
            }}
          >
            <ListItemIcon>
              <Icon path={themeModes[option]} />
            </ListItemIcon>
            <ListItemText>{translate(`ui.theme.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
