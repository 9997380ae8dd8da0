import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { sessionStore } from '#config/session'

type Values = Record<string, unknown>

/** Changes the values of every stored session, in the database or in Redis. */
export async function editStoredSessions(edit: (values: Values) => Values) {
  const rebuilt = (message: string, sessionId: string) => {
    const values = new MessageBuilder().verify<Values>(message, sessionId)
    return values && new MessageBuilder().build(edit(values), undefined, sessionId)
  }
  if (sessionStore === 'database') {
    for (const { id, data } of await db.from('sessions').select('id', 'data')) {
      await db
        .from('sessions')
        .where('id', id)
        .update({ data: rebuilt(data, id) })
    }
    return
  }
  for (const key of await redis.keys('*')) {
    const message = (await redis.type(key)) === 'string' ? await redis.get(key) : null
    const data = message && rebuilt(message, key)
    if (data) await redis.setex(key, await redis.ttl(key), data)
  }
}
