import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { AppProviders } from '~/components/layout/app_providers'
import { PageEvents } from '~/components/layout/page_events'
import { createEmotionCache } from '~/lib/emotion_cache'
import { listenToHistoryFirst } from '~/lib/history_guard'
import { pageTitle } from '~/lib/page_title'
import { loadCatalogues } from '~/lib/i18n'

/** One lazily loaded chunk per page. */
const pages = import.meta.glob<ResolvedComponent>('./pages/**/*.tsx', { import: 'default' })

listenToHistoryFirst()

createInertiaApp({
  title: pageTitle,
  progress: { color: '#dc143c', delay: 250 },
  resolve: async (name, page) => {
    const component = pages[`./pages/${name}.tsx`]
    if (!component) throw new Error(`Page not found: "${name}"`)
    const locale = page?.props.locale ?? 'en'
    // The catalogues every page reads download beside the page's module; those the module
    // registers, once it has come.
    const [resolved] = await Promise.all([component(), loadCatalogues(locale)])
    await loadCatalogues(locale)
    return resolved
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
