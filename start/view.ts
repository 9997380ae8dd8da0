import edge from 'edge.js'
import { HttpContext } from '@adonisjs/core/http'
import { appName } from '#config/app'
import { htmlSafeJson } from '#lib/html_json'

edge.global('appName', appName)
edge.global('htmlSafeJson', htmlSafeJson)

type Element = { tag: string; attributes: Record<string, unknown> }

/**
 * The script and module-preload tags of a page the server rendered, fetched at low priority:
 * the page shows without them, so on a slow network they should not hold up its first paint,
 * which Chromium (and Lighthouse's simulation of a phone) otherwise makes them do.
 */
edge.global('lowPriority', (elements: Element[]) => {
  for (const { tag, attributes } of elements) {
    if (tag === 'script' || attributes.rel === 'modulepreload') attributes.fetchpriority = 'low'
  }
  return elements.join('\n')
})

type Renderer = HttpContext['view']

/**
 * `ctx.view`, made once per request and only when a template is rendered. The stock getter made
 * a new Edge renderer on every access, and Shield (the CSP nonce) and the session (flash
 * messages) share values with it on every request, JSON ones included; making a renderer runs
 * Edge's component discovery, which lists the views' components directory on disk each time.
 * Values shared before the first render are kept and handed to the renderer when it is made.
 */
HttpContext.getter(
  'view',
  function (this: HttpContext) {
    const shared: Record<string, unknown>[] = [{ request: this.request }]
    let renderer: Renderer | undefined
    const made = () => {
      renderer ??= shared.reduce((view, values) => view.share(values), edge.createRenderer())
      return renderer
    }
    const lazy: Renderer = new Proxy({} as Renderer, {
      get(_, property) {
        if (property === 'share' && !renderer) {
          return (values: Record<string, unknown>) => {
            shared.push(values)
            return lazy
          }
        }
        const view = made()
        const value = Reflect.get(view, property)
        return typeof value === 'function' ? value.bind(view) : value
      },
    })
    return lazy
  },
  true
)
