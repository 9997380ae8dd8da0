import emitter from '@adonisjs/core/services/emitter'
import TimerChanged from '#events/timer_changed'

const BroadcastTimer = () => import('#listeners/broadcast_timer')

emitter.listen(TimerChanged, [BroadcastTimer])
