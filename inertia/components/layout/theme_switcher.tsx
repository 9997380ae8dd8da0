import { useId, useState } from 'react'
import {
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  useColorScheme,
} from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { themeModes as modes, type ThemeMode as Mode } from '~shared/theme_modes'

/** Light, dark or the operating system's preference (the default), as a navigation entry. */
export function ThemeSwitcher() {
  const { mode = 'system', setMode } = useColorScheme()
  const { t } = useTranslation()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  const choose = (next: Mode) => {
    setAnchor(null)
    setMode(next)
  }

  return (
    <>
      <ListItem disablePadding>
        <ListItemButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
        >
          <ListItemIcon>
            <Icon path={modes[mode]} />
          </ListItemIcon>
          <ListItemText
            primary={t(`ui.theme.${mode}`)}
            secondary={t('ui.theme.label')}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
          />
        </ListItemButton>
      </ListItem>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(Object.keys(modes) as Mode[]).map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === mode}
            selected={option === mode}
            onClick={() => choose(option)}
          >
            <ListItemIcon>
              <Icon path={modes[option]} />
            </ListItemIcon>
            <ListItemText>{t(`ui.theme.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
