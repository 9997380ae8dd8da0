import { useEffect, useRef } from 'react'

/** 'Working: mm:ss' as the page title while the timer runs; the page's own title after. */
export function useWorkingTitle(label: string | null) {
  const pageTitle = useRef<string | null>(null)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (label === null) {
      if (pageTitle.current !== null && document.title === shown.current) {
        document.title = pageTitle.current
      }
      pageTitle.current = shown.current = null
      return
    }
    const show = () => {
      if (document.title === label) return
      // Anything but our own last label is the title a visit gave the page.
      if (document.title !== shown.current) pageTitle.current = document.title
      shown.current = label
      document.title = label
    }
    show()
    const observer = new MutationObserver(show)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [label])
}
