import type { ReactNode } from 'react'
import { Toasts } from '~/components/layout/toasts'
import { ThemeRoot } from '~shared/theme_root'

/** Theme and toasts for every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      {children}
      <Toasts />
    </ThemeRoot>
  )
}
