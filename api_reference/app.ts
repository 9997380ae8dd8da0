import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'
import './theme.css'

/**
 * The interactive API reference at /api/docs (resources/views/api_reference.edge): Swagger UI
 * over the document the server serves, bundled with the app's assets. It calls nothing but
 * this origin: the online validator is off. It follows the app's theme (theme.css).
 */
const root = document.getElementById('api-reference')!

/**
 * Swagger UI's dark mode with the app's: the theme the page's head script applied (the one
 * chosen in the app, else the system's), and the system's as it changes if none was chosen.
 */
const html = document.documentElement
const systemDark = window.matchMedia('(prefers-color-scheme: dark)')
function followTheme() {
  html.classList.toggle('dark-mode', html.dataset.theme === 'dark')
}
followTheme()
systemDark.addEventListener('change', () => {
  let stored: string | null = null
  try {
    stored = localStorage.getItem('hourbook.theme')
  } catch {}
  if (stored === 'light' || stored === 'dark') return
  html.dataset.theme = systemDark.matches ? 'dark' : 'light'
  html.style.colorScheme = html.dataset.theme
  followTheme()
})

type System = { React: { createElement: (type: string, props: null, text: string) => unknown } }

/**
 * An operation's path as plain text: Swagger UI makes it a link inside the operation's toggle
 * button, a control within a control. Deep links still work: opening an operation sets the URL.
 */
const plainDeepLinks = () => ({
  wrapComponents: {
    DeepLink:
      (_original: unknown, system: System) =>
      ({ text }: { text: string }) =>
        system.React.createElement('span', null, text),
  },
})

SwaggerUI({
  url: root.dataset.document,
  domNode: root,
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
  plugins: [plainDeepLinks],
})

/**
 * What Swagger UI leaves out for keyboards and screen readers: a name for each parameter's
 * field (its parameter's), and a Tab stop for the examples that scroll.
 */
function complete() {
  for (const field of root.querySelectorAll<HTMLElement>(
    'tr[data-param-name] :is(select, input, textarea):not([aria-label])'
  )) {
    const row = field.closest<HTMLElement>('tr[data-param-name]')!
    field.setAttribute('aria-label', row.dataset.paramName!)
  }
  for (const example of root.querySelectorAll<HTMLElement>('.microlight:not([tabindex])')) {
    example.tabIndex = 0
  }
}
new MutationObserver(complete).observe(root, { childList: true, subtree: true })
