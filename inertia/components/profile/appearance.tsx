import { FormControlLabel, Radio, RadioGroup, useColorScheme } from '@mui/material'
import { ProfileCard } from '~/components/profile/profile_card'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { themeModes as modes, type ThemeMode as Mode } from '~shared/theme_modes'

/** The theme, the same choice as the navigation's theme switcher; kept in this browser. */
export function Appearance() {
  const { mode = 'system', setMode } = useColorScheme()
  const { t } = useTranslation()

  return (
    <ProfileCard
      heading={t('accounts.profile.appearance.heading')}
      text={t('accounts.profile.appearance.text')}
    >
      <RadioGroup
        name="theme"
        aria-label={t('ui.theme.label')}
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}
      >
        {(Object.keys(modes) as Mode[]).map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <Icon path={modes[option]} fontSize="small" />
                {t(`ui.theme.${option}`)}
              </span>
            }
            sx={{
              border: 1,
              borderColor: option === mode ? 'primary.main' : 'divider',
              borderRadius: 1,
              pr: 2,
              ml: 0,
              mr: 0,
            }}
          />
        ))}
      </RadioGroup>
    </ProfileCard>
  )
}
