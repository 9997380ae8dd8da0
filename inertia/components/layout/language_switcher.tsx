import { useId, useState, type MouseEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import {
  Button,
  CircularProgress,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { Flag } from '~shared/flag'
import type { Locale } from '~shared/locale'
import { urlFor } from '~shared/url_for'

/**
 * The current language's flag and name, opening a menu of the other languages.
 * A flat button in a card or bar, a list entry in the navigation.
 */
export function LanguageSwitcher({ variant }: { variant: 'button' | 'list' }) {
  const { locale, locales } = usePage().props
  const { t } = useTranslation()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [processing, setProcessing] = useState(false)

  const others = (Object.keys(locales) as Locale[]).filter((code) => code !== locale)
  if (others.length === 0) return null

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)
  const choose = (code: Locale) => {
    setAnchor(null)
    router.put(
      urlFor('locale.update'),
      { locale: code },
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
      }
    )
  }

  const icon = processing ? <CircularProgress size={20} /> : <Flag locale={locale} />
  const trigger = {
    'onClick': open,
    'disabled': processing,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    'aria-busy': processing || undefined,
  }

  return (
    <>
      {variant === 'button' ? (
        <Button
          color="inherit"
          startIcon={icon}
          aria-label={`${t('ui.language.change')}: ${locales[locale]}`}
          {...trigger}
        >
          {locales[locale]}
        </Button>
      ) : (
        <ListItem disablePadding>
          <ListItemButton {...trigger}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText
              primary={locales[locale]}
              secondary={t('ui.language.label')}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {others.map((code) => (
          <MenuItem key={code} lang={code} onClick={() => choose(code)}>
            <ListItemIcon>
              <Flag locale={code} />
            </ListItemIcon>
            <ListItemText>{locales[code]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
