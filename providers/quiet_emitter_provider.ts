import { Emitter } from '@adonisjs/core/events'
import type { ApplicationService } from '@adonisjs/core/types'
import { QuietEmitter } from '#lib/quiet_emitter'

/** Serves the app's event emitter as a QuietEmitter, under the binding the framework resolves. */
export default class QuietEmitterProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(
      Emitter,
      async () => new QuietEmitter<Record<string, any>>(this.app)
    )
  }
}
