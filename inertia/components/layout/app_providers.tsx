import type { ReactNode } from 'react'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import { Toasts } from '~/components/layout/toasts'
import { ThemeRoot } from '~shared/theme_root'

/** Theme, styles and toasts for every page. */
export function AppProviders({
  emotionCache,
  children,
}: {
  emotionCache: EmotionCache
  children: ReactNode
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeRoot>
        {children}
        <Toasts />
      </ThemeRoot>
    </CacheProvider>
  )
}
