import edge from 'edge.js'
import { HttpContext } from '@adonisjs/core/http'
import { appName } from '#config/app'
import { htmlSafeJson } from '#lib/html_json'

edge.global('appName', appName)
edge.global('htmlSafeJson', htmlSafeJson)

type Element = { tag: string; attributes: Record<string, unknown> }

const deferredTag = (element: Element) =>
  element.tag === 'script' || element.attributes.rel === 'modulepreload'

/**
 * The tags of a page the server rendered, with its scripts and module preloads fetched only once
 * the page has painted (at once in a tab in the background, which paints nothing): the page shows
 * without them. Fetched with the page, they were counted by Lighthouse's simulation of a phone as
 * holding up the largest paint, which then came well after the first. Each tag is
 * added in a task of its own: the twenty of a visitor's page, added in one, held up a phone's
 * main thread (bench/README.md).
 */
edge.global('afterFirstPaint', (elements: Element[], nonce: string) => {
  const deferred = elements
    .filter(deferredTag)
    .map(({ tag, attributes }) => [
      tag,
      Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)),
    ])
  const loader = `(() => {
  const load = () => {
    for (const [tag, attributes] of ${htmlSafeJson(deferred)}) {
      setTimeout(() => {
        const element = document.createElement(tag)
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value === true ? '' : value)
        document.head.append(element)
      })
    }
  }
  if (document.visibilityState === 'hidden') load()
  else requestAnimationFrame(() => setTimeout(load))
})()`
  const kept = elements.filter((element) => !deferredTag(element))
  return [...kept.map(String), `<script nonce="${nonce}">${loader}</script>`].join('\n')
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
