import transmit from '@adonisjs/transmit/services/main'
import type TimerChanged from '#events/timer_changed'
import { timerChannel } from '#shared/channels'
import { serializer } from '#lib/serializer'
import TimerTransformer from '#transformers/timer_transformer'

/** Sends the user's timer, as the API shows it, to every open tab and device of theirs. */
export default class BroadcastTimer {
  async handle({ userId, timer }: TimerChanged) {
    const data = timer ? await serializer.serialize(TimerTransformer.transform(timer)) : null
    transmit.broadcast(timerChannel(userId), { timer: data })
  }
}
