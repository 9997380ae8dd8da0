import { renderToString } from 'react-dom/server'
import createEmotionServer from '@emotion/server/create-instance'
import { createInertiaApp, type ResolvedComponent } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import type { Data } from '~generated/data'
import { AppProviders } from '~/components/layout/app_providers'
import { PageEvents } from '~/components/layout/page_events'
import { createEmotionCache } from '~/lib/emotion_cache'
import { pageTitle } from '~/lib/page_title'
import { loadCatalogues } from '~/lib/i18n'

/** The pages the server renders (config/inertia.ts); the others start empty in the browser. */
const pages = import.meta.glob<ResolvedComponent>(
  [
    './pages/home.tsx',
    './pages/auth/login.tsx',
    './pages/auth/register.tsx',
    './pages/auth/forgot_password.tsx',
    './pages/auth/reset_password.tsx',
    './pages/auth/verify_email.tsx',
    './pages/auth/two_factor_challenge.tsx',
  ],
  { import: 'default', eager: true }
)

/**
 * Renders a page to HTML for its first load, with the styles it uses in the head: the browser
 * paints the page before any script ran, and hydrates it with the same emotion cache key.
 */
export default async function render(page: Page<Data.SharedProps>) {
  const emotionCache = createEmotionCache()
  const emotion = createEmotionServer(emotionCache)
  await loadCatalogues(page.props.locale)
  const { head, body } = await createInertiaApp({
    page,
    render: renderToString,
    title: pageTitle,
    resolve: (name) => {
      const component = pages[`./pages/${name}.tsx`]
      if (!component) throw new Error(`Page not rendered on the server: "${name}"`)
      return component
    },
    setup: ({ App, props }) => (
      <AppProviders emotionCache={emotionCache}>
        <PageEvents initialPage={props.initialPage} />
        <App {...props} />
      </AppProviders>
    ),
  })
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body))
  return { head: [...head, styles], body }
}
