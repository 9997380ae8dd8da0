import type { RunningTimer } from '~/lib/timer'
import type { Locale } from '~shared/locale'

/** The shared page props every Inertia page receives (DESIGN.md "Shared page props"). */
export type FlashColour = 'success' | 'info' | 'warning' | 'error'

export interface AuthUser {
  id: number
  name: string
  email: string
}

export interface SharedProps {
  [key: string]: unknown
  auth: { user: AuthUser | null; can: { 'view-admin': boolean } }
  locale: Locale
  locales: Record<Locale, string>
  flash: Partial<Record<FlashColour, string>>
  errors: Record<string, string>
  timer: RunningTimer | null
}

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps
  }
}
