import { createRoot } from 'react-dom/client'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import { AppProviders } from '~/components/layout/app_providers'
import { PageEvents } from '~/components/layout/page_events'
import { appName } from '~/lib/app_name'

/** One lazily loaded chunk per page. */
const pages = import.meta.glob<ResolvedComponent>('./pages/**/*.tsx', { import: 'default' })

createInertiaApp({
  title: (title) => (title ? `${title} — ${appName}` : appName),
  progress: { color: '#dc143c', delay: 250 },
  resolve: (name) => {
    const page = pages[`./pages/${name}.tsx`]
    if (!page) throw new Error(`Page not found: "${name}"`)
    return page()
  },
  setup({ el, App, props }) {
    createRoot(el).render(
      <AppProviders>
        <PageEvents initialPage={props.initialPage} />
        <App {...props} />
      </AppProviders>
    )
  },
})
