import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { AppProviders } from '~/components/layout/app_providers'
import { PageEvents } from '~/components/layout/page_events'
import { createEmotionCache } from '~/lib/emotion_cache'
import { listenToHistoryFirst } from '~/lib/history_guard'
import { pageTitle } from '~/lib/page_title'

/** One lazily loaded chunk per page. */
const pages = import.meta.glob<ResolvedComponent>('./pages/**/*.tsx', { import: 'default' })

listenToHistoryFirst()

createInertiaApp({
  title: pageTitle,
  progress: { color: '#dc143c', delay: 250 },
  resolve: (name) => {
    const page = pages[`./pages/${name}.tsx`]
    if (!page) throw new Error(`Page not found: "${name}"`)
    return page()
  },
  setup({ el, App, props }) {
    const app = (
      <AppProviders emotionCache={createEmotionCache()}>
        <PageEvents initialPage={props.initialPage} />
        <App {...props} />
      </AppProviders>
    )
    // A transition renders in slices, letting the browser respond in between, instead of
    // holding the main thread for the whole first render; a hydration too.
    // The guest pages come rendered from the server (inertia/ssr.tsx); the others are empty.
    if (el.hasAttribute('data-server-rendered')) {
      startTransition(() => {
        hydrateRoot(el, app)
      })
      return
    }
    const root = createRoot(el)
    startTransition(() => root.render(app))
  },
})
