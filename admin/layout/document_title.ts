import { useEffect } from 'react'

const appName =
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'Hourbook'

/**
 * The document title follows the page's heading in the app bar, "Clients — Hourbook" or
 * "Client Acme — Hourbook", as the portal's titles do. react-admin writes that heading into the
 * bar itself (a portal), so it is read from there.
 */
export function useDocumentTitle() {
  useEffect(() => {
    const heading = document.getElementById('react-admin-title')
    if (!heading) return
    const follow = () => {
      const title = heading.textContent?.trim()
      if (title) document.title = `${title} — ${appName}`
    }
    const observer = new MutationObserver(follow)
    observer.observe(heading, { subtree: true, childList: true, characterData: true })
    follow()
    return () => observer.disconnect()
  }, [])
}
