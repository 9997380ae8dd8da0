import type { Assert } from '@japa/assert'
import type { ParsedMail } from 'mailparser'
import { DateTime } from 'luxon'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'

/**
 * Stored text that ends or opens something when written raw into HTML or a script: a comment
 * opener that makes the HTML parser miss the next `</script>`, a script end tag, the
 * ampersand, and the two line separators that old JavaScript parsers take for line ends.
 */
export const hostile = {
  userName: '<!--<script>',
  clientName: 'Acme <!--<script>',
  projectName: 'Apollo </script>',
  taskName: 'Design <!-- \u2028 review',
  comments: 'Standup </script> & <!-- notes \u2029 follow-up',
}

/**
 * A user named `<!--<script>` with a log today on a client, project and task with such names,
 * so that every page of the portal and the admin panel has some of this text to show.
 */
export async function hostileWorld(overrides: Partial<User> = {}) {
  const user = await createUser({ name: hostile.userName, timezone: 'UTC', ...overrides })
  const booking = await bookable([user], { name: hostile.projectName })
  booking.client.name = hostile.clientName
  await booking.client.save()
  booking.task.name = hostile.taskName
  await booking.task.save()
  const log = await TimeLog.create({
    userId: user.id,
    projectId: booking.project.id,
    taskId: booking.task.id,
    date: DateTime.utc().toISODate(),
    startTime: '00:00:00',
    stopTime: '00:01:00',
    comments: hostile.comments,
  })
  return { user, log, ...booking }
}

/** A name that reads as the mail's own text, as someone registering another's address may pick. */
export const phishingName =
  'IT Security: your account was flagged, re-verify at https://evil.example/login within 24 hours'

/**
 * Asserts that the mail to the address carries no display name in To and none of phishingName in
 * its subject, plain text or HTML.
 */
export function assertNameless(assert: Assert, mail: ParsedMail, address: string) {
  assert.deepEqual([mail.to].flat()[0]?.value, [{ address, name: '' }])
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert.notInclude(part || '', 'IT Security')
    assert.notInclude(part || '', 'evil.example')
  }
}
