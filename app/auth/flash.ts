import type { Session } from '@adonisjs/session'

/** The toast colours a flash message may carry; the key of a flash message is its colour. */
const flashKeys = ['success', 'info', 'warning', 'error'] as const

type FlashColour = (typeof flashKeys)[number]

export function flashColours(session?: Session): Partial<Record<FlashColour, string>> {
  const messages: Partial<Record<FlashColour, string>> = {}
  if (!session) return messages
  for (const key of flashKeys) {
    const message = session.flashMessages.get(key)
    if (typeof message === 'string') messages[key] = message
  }
  return messages
}
