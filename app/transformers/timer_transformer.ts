import { BaseTransformer } from '@adonisjs/core/transformers'
import type Timer from '#models/timer'
import { timerData } from '#shared/api_data'

/** The running timer as the APIs and pages show it. */
export default class TimerTransformer extends BaseTransformer<Timer> {
  toObject() {
    return timerData(this.resource)
  }
}
