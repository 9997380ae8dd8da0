import createCache from '@emotion/cache'

/**
 * Emotion's style cache, one per server render and one in the browser. The server writes the
 * critical styles under this key, so the browser's cache takes them over instead of inserting
 * the same rules again.
 */
export function createEmotionCache() {
  return createCache({ key: 'css' })
}
