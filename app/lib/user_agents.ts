import Bowser from 'bowser'

/** A browser and system named from a user agent ("Chrome 120", "Windows 10"); null for what it does not tell. */
export function browserAndSystemOf(userAgent: string | null) {
  if (!userAgent?.trim()) return { browser: null, system: null }
  const { browser, os } = Bowser.parse(userAgent)
  const named = (name?: string, version?: string) =>
    name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null
  return {
    browser: named(browser.name, browser.version),
    system: named(os.name, os.versionName ?? os.version),
  }
}
