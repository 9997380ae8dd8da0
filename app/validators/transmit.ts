import vine from '@vinejs/vine'
import { text } from '#validators/fields'

/** The id the client gave its event stream; @adonisjs/transmit reads it as sent. */
const uid = () => text().minLength(1).maxLength(100)

/** Opening the event stream. */
export const eventStreamValidator = vine.create({ uid: uid() })

/** Subscribing the stream to a channel, or leaving one. */
export const subscriptionValidator = vine.create({
  uid: uid(),
  channel: text().minLength(1).maxLength(255),
})
