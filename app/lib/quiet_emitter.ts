import { Emitter } from '@adonisjs/core/events'
import type { EventsList } from '@adonisjs/core/types'

/**
 * The framework's emitter, except that an event nobody listens to is not dispatched. Every
 * request emits several (the session's initiated and committed, the session guard's attempted
 * and succeeded) that Hourbook does not listen to, and each still walked the dispatcher's
 * promises and debug checks on every request (bench/README.md). Faked events (tests) are recorded
 * as before, listened or not.
 */
export class QuietEmitter<
  KnownEvents extends Record<string | symbol | number, any> = EventsList,
> extends Emitter<KnownEvents> {
  #faking = false

  emit(event: any, data: any): Promise<void> {
    if (!this.#faking && !this.hasListeners(event)) return Promise.resolve()
    return super.emit(event, data)
  }

  fake(events?: any[]) {
    const buffer = super.fake(events)
    this.#faking = true
    return buffer
  }

  restore() {
    this.#faking = false
    super.restore()
  }
}
