import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import WeekSubmission from '#models/week_submission'
import { isoDate } from '#models/columns'
import SendReminders from '#commands/send_reminders'
import { resetAppState } from '#tests/support/database'
import { createUser } from '#tests/support/accounts'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { appUrl } from '#config/app'

/** Monday 23 November 2026; the week before it is 16–22 November (Monday weeks, the default). */
const monday = '2026-11-23'

/** Runs `node ace reminders:send`, as of the given instant when one is given. */
async function sendReminders(now?: string) {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(SendReminders, now ? [`--now=${now}`] : [])
  await command.exec()
  return command
}

/** The instant it is the given local time of that Monday in the zone. */
const mondayAt = (time: string, zone: string) =>
  DateTime.fromISO(`${monday}T${time}`, { zone }).toUTC().toISO()!

function submitted(user: User, startsOn: string, status: WeekSubmission['status']) {
  return WeekSubmission.create({
    userId: user.id,
    startsOn,
    endsOn: DateTime.fromISO(startsOn).plus({ days: 6 }).toISODate()!,
    status,
    submittedAt: DateTime.now(),
  })
}

test.group('node ace reminders:send', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('on Monday at noon, mails the same last week to each person in their language, once', async ({
    assert,
  }) => {
    const ann = await createUser({ email: 'ann@example.test', timezone: 'America/New_York' })
    const joost = await createUser({
      email: 'joost@example.test',
      locale: 'nl',
      timezone: 'America/New_York',
    })

    const early = await sendReminders(mondayAt('11:59', 'America/New_York'))
    early.assertSucceeded()
    early.assertLog('[ blue(info) ] Sent 0 reminders')
    assert.lengthOf(mailbox.for(ann.email), 0)

    const noon = await sendReminders(mondayAt('12:00', 'America/New_York'))
    noon.assertSucceeded()
    noon.assertLog('[ blue(info) ] Sent 2 reminders')
    const english = await mailbox.latest(ann.email)
    assert.equal(english.subject, 'Please submit your week of November 16 to November 22')
    assert.include(english.text, 'You have not yet submitted your time for the week')
    assert.equal(Mailbox.link(english, appUrl), `${appUrl}/week?date=2026-11-16`)
    const dutch = await mailbox.latest(joost.email)
    assert.equal(dutch.subject, 'Dien je week van 16 november tot en met 22 november in')
    assert.equal(Mailbox.link(dutch, appUrl), `${appUrl}/week?date=2026-11-16`)
    assert.deepEqual(
      (await db.from('week_reminders').orderBy('starts_on')).map((row) => [
        row.user_id,
        isoDate(row.starts_on),
      ]),
      [
        [ann.id, '2026-11-16'],
        [joost.id, '2026-11-16'],
      ]
    )

    // The hourly runs after it send nothing more that week.
    const later = await sendReminders(mondayAt('17:00', 'America/New_York'))
    later.assertLog('[ blue(info) ] Sent 0 reminders')
    const friday = await sendReminders('2026-11-27T12:00:00Z')
    friday.assertLog('[ blue(info) ] Sent 0 reminders')
    assert.lengthOf(mailbox.for(ann.email), 1)
    assert.lengthOf(mailbox.for(joost.email), 1)
  })

  test('it is noon where each person is: their time zone decides', async ({ assert }) => {
    const auckland = await createUser({ email: 'kiri@example.test', timezone: 'Pacific/Auckland' })
    const honolulu = await createUser({ email: 'kai@example.test', timezone: 'Pacific/Honolulu' })
    // Honolulu's Sunday is still in the week of 16–22; the week before it is handed in.
    await submitted(honolulu, '2026-11-09', 'approved')

    await sendReminders(mondayAt('12:00', 'Pacific/Auckland'))
    assert.lengthOf(mailbox.for(auckland.email), 1)
    assert.lengthOf(mailbox.for(honolulu.email), 0)

    // In Honolulu it is still Sunday; by its Monday noon Auckland is on Tuesday, still reminded once.
    await sendReminders(mondayAt('12:00', 'Pacific/Honolulu'))
    await mailbox.latest(honolulu.email)
    assert.lengthOf(mailbox.for(auckland.email), 1)
    assert.lengthOf(mailbox.for(honolulu.email), 1)
  })

  test('a submitted or approved week is not reminded; a rejected or withdrawn one is', async ({
    assert,
  }) => {
    const people = await Promise.all(
      ['submitted', 'approved', 'rejected', 'open'].map((status) =>
        createUser({ email: `${status}@example.test`, locale: 'nl' })
      )
    )
    const [submittedOne, approvedOne, rejectedOne] = people
    await submitted(submittedOne, '2026-11-16', 'submitted')
    await submitted(approvedOne, '2026-11-16', 'approved')
    await submitted(rejectedOne, '2026-11-16', 'rejected')

    const command = await sendReminders(mondayAt('12:00', 'UTC'))
    command.assertLog('[ blue(info) ] Sent 2 reminders')
    assert.lengthOf(mailbox.for('submitted@example.test'), 0)
    assert.lengthOf(mailbox.for('approved@example.test'), 0)
    assert.lengthOf(mailbox.for('rejected@example.test'), 1)
    assert.lengthOf(mailbox.for('open@example.test'), 1)
  })

  test('a week submitted under the other first day of the week counts', async ({ assert }) => {
    // Submitted as a Sunday week (15–21), before WEEK_START changed to monday.
    const ann = await createUser({ email: 'ann@example.test', locale: 'en' })
    await submitted(ann, '2026-11-15', 'submitted')
    await sendReminders(mondayAt('12:00', 'UTC'))
    assert.lengthOf(mailbox.for(ann.email), 0)
  })

  test('inactive and unverified people are not reminded', async ({ assert }) => {
    await createUser({ email: 'gone@example.test', active: false })
    await createUser({ email: 'new@example.test', emailVerifiedAt: null })
    const command = await sendReminders(mondayAt('12:00', 'UTC'))
    command.assertLog('[ blue(info) ] Sent 0 reminders')
    assert.lengthOf(mailbox.for('gone@example.test'), 0)
    assert.lengthOf(mailbox.for('new@example.test'), 0)
  })

  test('a reminder the mail server refused is sent by the next run', async ({ assert }) => {
    const ann = await createUser({ email: 'ann@example.test' })
    const accept = mailbox.refuse()
    try {
      const refused = await sendReminders(mondayAt('12:00', 'UTC'))
      refused.assertSucceeded()
      refused.assertLog('[ blue(info) ] Sent 0 reminders')
    } finally {
      accept()
    }
    assert.lengthOf(await db.from('week_reminders'), 0)
    const retried = await sendReminders(mondayAt('13:00', 'UTC'))
    retried.assertLog('[ blue(info) ] Sent 1 reminder')
    assert.lengthOf(mailbox.for(ann.email), 1)
  })

  test('--now must be an ISO 8601 instant', async () => {
    const command = await sendReminders('next monday')
    command.assertFailed()
    command.assertLog('[ red(error) ] --now is not an ISO 8601 instant: next monday')
  })
})
