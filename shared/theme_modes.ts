import { mdiBrightnessAuto, mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js'

/** The theme modes one can choose, with their icons; the portal's and the admin panel's. */
export const themeModes = {
  light: mdiWhiteBalanceSunny,
  dark: mdiWeatherNight,
  system: mdiBrightnessAuto,
} as const

export type ThemeMode = keyof typeof themeModes
