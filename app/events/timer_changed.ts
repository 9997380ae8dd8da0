import { BaseEvent } from '@adonisjs/core/events'
import type Timer from '#models/timer'

/** A user's timer started, stopped or was discarded: `timer` is what runs now, if anything. */
export default class TimerChanged extends BaseEvent {
  constructor(
    public userId: number,
    public timer: Timer | null
  ) {
    super()
  }
}
