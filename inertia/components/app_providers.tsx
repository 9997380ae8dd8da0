import type { ReactNode } from 'react'
import { ThemeRoot } from '~/components/theme_root'
import { Toasts } from '~/components/toasts'

/** Theme and toasts for every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      {children}
      <Toasts />
    </ThemeRoot>
  )
}
