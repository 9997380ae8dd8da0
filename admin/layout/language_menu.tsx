import { useId, useState, type MouseEvent } from 'react'
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { mdiChevronDown } from '@mdi/js'
import { useLocaleState, useLocales, useTranslate } from 'react-admin'
import { Flag } from '~shared/flag'
import { Icon } from '~shared/icon'
import type { Locale } from '~shared/locale'

/**
 * The current language's flag and name, as in the portal, opening a menu of the languages; on
 * a phone the flag alone, so that the page's title keeps its room in the bar.
 */
export function LanguageMenu() {
  const [locale, setLocale] = useLocaleState()
  const languages = useLocales()
  const translate = useTranslate()
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const name = languages.find((language) => language.locale === locale)?.name ?? locale
  const flag = <Flag locale={locale as Locale} />
  const trigger = {
    'color': 'inherit' as const,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    'onClick': (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  }
  const label = `${translate('ui.language.label')}: ${name}`

  return (
    <>
      {narrow ? (
        <Tooltip title={label}>
          <IconButton {...trigger} aria-label={label}>
            {flag}
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...trigger} startIcon={flag} endIcon={<Icon path={mdiChevronDown} />}>
          {name}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setAnchor(null)
              setLocale(language.locale)
            }}
          >
            <ListItemIcon>
              <Flag locale={language.locale as Locale} />
            </ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
