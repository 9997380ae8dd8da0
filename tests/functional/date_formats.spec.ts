import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { extractText, getDocumentProxy } from 'unpdf'
import User from '#models/user'
import SendReminders from '#commands/send_reminders'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { logTime } from '#tests/support/report_logs'
import { download } from '#tests/support/exports'
import { mailbox } from '#tests/support/mailbox'
import {
  formatLongDate,
  formatNumericDate,
  formatTimeOfDay,
  suggestedFormats,
} from '#shared/date_formats'

async function signedIn(overrides: Partial<User> = {}) {
  const user = await createUser(overrides)
  const agent = new Agent().asInertia()
  await agent.login(user.email, password)
  return { user, agent }
}

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text.replace(/\s+/g, ' ')
}

test.group('Date and time formats', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('one formatter writes every format', ({ assert }) => {
    assert.equal(formatNumericDate('2026-11-26', 'dmy'), '26-11-2026')
    assert.equal(formatNumericDate('2026-11-26', 'mdy'), '11/26/2026')
    assert.equal(formatNumericDate('2026-11-26', 'iso'), '2026-11-26')
    assert.equal(formatLongDate('2026-11-05', 'en', 'dmy'), '5 November')
    assert.equal(formatLongDate('2026-11-05', 'en', 'mdy', { withYear: true }), 'November 5, 2026')
    assert.equal(formatLongDate('2026-11-05', 'nl', 'dmy', { withYear: true }), '5 november 2026')
    assert.equal(formatLongDate('2026-11-05', 'nl', 'iso'), '2026-11-05')
    assert.equal(formatTimeOfDay('14:30:00', '24h'), '14:30')
    assert.equal(formatTimeOfDay('14:30:00', '12h'), '2:30 PM')
    assert.equal(formatTimeOfDay('00:05:00', '12h'), '12:05 AM')
    assert.equal(formatTimeOfDay('12:00:07', '12h'), '12:00:07 PM')
    assert.deepEqual(suggestedFormats('en-US'), { dateFormat: 'mdy', timeFormat: '12h' })
    assert.deepEqual(suggestedFormats('en-GB'), { dateFormat: 'dmy', timeFormat: '24h' })
    assert.deepEqual(suggestedFormats('nl'), { dateFormat: 'dmy', timeFormat: '24h' })
    assert.deepEqual(suggestedFormats('nl-NL'), { dateFormat: 'dmy', timeFormat: '24h' })
  })

  test('never chosen, the formats are the language’s; the profile saves and resets them', async ({
    assert,
  }) => {
    const { user, agent } = await signedIn({ locale: 'en' })
    let page = Agent.page(await agent.get('/profile'))
    assert.include(page.props.auth.user, { date_format: 'mdy', time_format: '24h' })
    assert.include(page.props.profile, { date_format: null, time_format: null })

    await agent.put('/profile', {
      name: user.name,
      locale: 'en',
      date_format: 'iso',
      time_format: '12h',
    })
    await user.refresh()
    assert.equal(user.dateFormat, 'iso')
    assert.equal(user.timeFormat, '12h')
    page = Agent.page(await agent.get('/profile'))
    assert.include(page.props.auth.user, { date_format: 'iso', time_format: '12h' })

    // Switching language keeps chosen formats; left out, they stay as they are.
    await agent.put('/profile', { name: user.name, locale: 'nl' })
    await user.refresh()
    assert.equal(user.dateFormat, 'iso')
    // Null goes back to the language's: Dutch writes day first.
    await agent.put('/profile', { name: user.name, locale: 'nl', date_format: null })
    page = Agent.page(await agent.get('/profile'))
    assert.include(page.props.auth.user, { date_format: 'dmy', time_format: '12h' })
  })

  test('unknown formats are refused with 422 in the language of the page', async ({ assert }) => {
    const { user } = await signedIn({ locale: 'en', dateFormat: 'mdy' })
    const api = new Agent()
    await api.login(user.email, password)
    const refused = await api.request(
      'PUT',
      '/profile',
      { name: user.name, locale: 'en', date_format: 'ymd', time_format: '13h' },
      { Accept: 'application/json' }
    )
    assert.equal(refused.status, 422)
    const messages = Object.fromEntries(
      refused.json.errors.map((error: { field: string; message: string }) => [
        error.field,
        error.message,
      ])
    )
    assert.deepEqual(messages, {
      date_format: 'Choose a date format: day-month-year, month-day-year or ISO.',
      time_format: 'Choose a time format: 24-hour or 12-hour.',
    })

    const { user: dutch, agent } = await signedIn({ locale: 'nl' })
    await agent.put('/profile', { name: dutch.name, locale: 'nl', time_format: 'am' })
    const page = Agent.page(await agent.get('/profile'))
    assert.equal(page.props.errors.time_format, 'Kies een tijdnotatie: 24-uurs of 12-uurs.')
    await user.refresh()
    await dutch.refresh()
    assert.equal(user.dateFormat, 'mdy')
    assert.isNull(dutch.timeFormat)
  })

  test('registration keeps the formats the browser suggested', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/register')
    await agent.post('/register', {
      name: 'Rae',
      email: 'rae@example.test',
      password: 'a-long-password-1',
      password_confirmation: 'a-long-password-1',
      date_format: 'dmy',
      time_format: '24h',
    })
    const user = await User.findByOrFail('email', 'rae@example.test')
    assert.equal(user.dateFormat, 'dmy')
    assert.equal(user.timeFormat, '24h')
  })

  test('the reminder mail writes the week in the person’s date format', async ({ assert }) => {
    const iso = await createUser({ email: 'iso@example.test', dateFormat: 'iso' })
    const mdy = await createUser({ email: 'mdy@example.test', locale: 'nl', dateFormat: 'mdy' })
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(SendReminders, ['--now=2026-11-23T12:00:00Z'])
    await command.exec()
    assert.equal(
      (await mailbox.latest(iso.email)).subject,
      'Please submit your week of 2026-11-16 to 2026-11-22'
    )
    assert.equal(
      (await mailbox.latest(mdy.email)).subject,
      'Dien je week van november 16 tot en met november 22 in'
    )
  })

  test('the PDF timesheet writes dates and times in the person’s formats', async ({ assert }) => {
    const { user } = await signedIn({ locale: 'en', dateFormat: 'iso', timeFormat: '12h' })
    const work = await bookable([user])
    await logTime(user, work, '2026-11-02', '13:00:00', '14:30:00', 'Afternoon')
    const agent = new Agent()
    await agent.login(user.email, password)
    const file = await download(
      agent,
      '/api/reports/export?format=pdf&date_from=2026-11-01&date_to=2026-11-30'
    )
    assert.equal(file.status, 200)
    const text = await pdfText(file.bytes)
    assert.include(text, 'Period: 2026-11-01 – 2026-11-30')
    assert.include(text, 'Monday, 2026-11-02')
    assert.include(text, '1:00 PM')
    assert.include(text, '2:30 PM')
    assert.notInclude(text, '13:00')
  })
})
