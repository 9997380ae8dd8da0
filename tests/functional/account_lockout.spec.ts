import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { Agent } from '#tests/support/agent'
import { mailbox, Mailbox } from '#tests/support/mailbox'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { assertNameless, phishingName } from '#tests/support/hostile_text'
import { backgroundTasksFinished } from '#lib/background_tasks'

const lockedMessage =
  /^Too many wrong passwords for this account\. Please try again in (\d+) minutes?\.$/

/** A login sent through the trusted proxy for `clientIp`: the message on email, or null. */
async function login(agent: Agent, email: string, tried: string, clientIp: string) {
  const response = await agent.request(
    'POST',
    '/login',
    { email, password: tried },
    { 'Accept': 'application/json', 'X-Forwarded-For': clientIp }
  )
  return response.status === 422 ? (response.json.errors[0].message as string) : null
}

/** Wrong passwords from one IP after another, `perIp` from each: the messages they got. */
async function guess(agent: Agent, email: string, ips: number, perIp: number, firstIp = 1) {
  const messages = []
  for (let ip = firstIp; ip < firstIp + ips; ip++) {
    for (let attempt = 1; attempt <= perIp; attempt++) {
      messages.push(await login(agent, email, 'wrong-password', `198.51.100.${ip}`))
    }
  }
  return messages
}

async function guestAgent(language = 'en') {
  const agent = new Agent().acceptLanguage(language)
  await agent.get('/login')
  return agent
}

test.group('Locking an account after wrong passwords from any number of IPs', (group) => {
  group.each.setup(async () => {
    await resetAppState()
    mailbox.clear()
  })

  test('6 IPs with 6 tries each, then the right password from a seventh IP is refused', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = await guestAgent()
    const messages = await guess(agent, user.email, 6, 6)
    assert.deepEqual(
      messages.slice(0, 5),
      Array(5).fill('These credentials do not match our records.')
    )
    assert.match(messages[5]!, /^Too many login attempts\./)
    assert.match(messages[35]!, lockedMessage)

    const message = await login(agent, user.email, password, '198.51.100.7')
    assert.match(message!, lockedMessage)
    const minutes = Number(message!.match(lockedMessage)![1])
    assert.isAbove(minutes, 50)
    assert.isAtMost(minutes, 60)
  })

  test('20 wrong passwords lock the account for the hour from every IP, and no sooner', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = await guestAgent()
    const messages = await guess(agent, user.email, 4, 4)
    assert.deepEqual(messages, Array(16).fill('These credentials do not match our records.'))
    await guess(agent, user.email, 1, 3, 5)
    assert.isNull(await login(await guestAgent(), user.email, password, '198.51.100.9'))

    // A right password does not clear what the others tried: the 20th wrong one locks.
    assert.equal(
      await login(agent, user.email, 'wrong-password', '198.51.100.10'),
      'These credentials do not match our records.'
    )
    for (const ip of ['198.51.100.10', '198.51.100.11', '203.0.113.99']) {
      assert.match((await login(agent, user.email, password, ip))!, lockedMessage)
    }
  })

  test('the password prompts of a signed-in user are locked too, in the language', async ({
    assert,
  }) => {
    const user = await createUser({ locale: 'nl' })
    const agent = new Agent()
    await agent.login(user.email, password)
    await guess(await guestAgent(), user.email, 4, 5)

    const confirm = await agent.request(
      'POST',
      '/confirm-password',
      { password },
      { 'Accept': 'application/json', 'X-Forwarded-For': '198.51.100.50' }
    )
    assert.equal(confirm.status, 422)
    assert.match(
      confirm.json.errors[0].message,
      /^Te veel verkeerde wachtwoorden voor dit account\. Probeer het opnieuw over \d+ minuten\.$/
    )
    const change = await agent.request(
      'PUT',
      '/password',
      {
        current_password: password,
        password: 'a-new-secret-1',
        password_confirmation: 'a-new-secret-1',
      },
      { 'Accept': 'application/json', 'X-Forwarded-For': '198.51.100.51' }
    )
    assert.equal(change.status, 422)
    const error = change.json.errors.find((entry: any) => entry.field === 'current_password')
    assert.match(error.message, /^Te veel verkeerde wachtwoorden voor dit account\./)
  })

  test('the owner is mailed once, in their language, with what happened and what to do', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Ada Lovelace', locale: 'nl', timezone: 'Asia/Tokyo' })
    const agent = await guestAgent()
    const startedAt = DateTime.now()
    await guess(agent, user.email, 4, 5)
    await guess(agent, user.email, 2, 5, 5)
    await backgroundTasksFinished()

    const mails = mailbox.for(user.email)
    assert.lengthOf(mails, 1)
    const [mail] = mails
    const clock = (instant: DateTime) => instant.setZone('Asia/Tokyo').toFormat('HH:mm')
    const until = [clock(startedAt.plus({ hours: 1 })), clock(DateTime.now().plus({ hours: 1 }))]
    const lockedUntil = mail.subject!.match(/^Je Hourbook-account is geblokkeerd tot (\d\d:\d\d)$/)
    assert.isNotNull(lockedUntil)
    assert.include(until, lockedUntil![1])
    assert.deepEqual([mail.to].flat()[0]?.value, [{ address: user.email, name: 'Ada Lovelace' }])
    for (const part of [mail.text!, mail.html as string]) {
      assert.include(part, 'Hallo Ada Lovelace,')
      assert.match(part, /Sinds \d\d:\d\d is er 20 keer een verkeerd wachtwoord opgegeven/)
      assert.include(part, `geblokkeerd tot ${lockedUntil![1]}`)
      assert.include(part, 'stel met de knop hierboven een nieuw wachtwoord in')
    }
    assert.include(Mailbox.link(mail, 'http'), '/forgot-password')
  })

  test('exactly one mail when the wrong passwords come all at once', async ({ assert }) => {
    const user = await createUser()
    const agent = await guestAgent()
    await guess(agent, user.email, 3, 5)
    await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        login(agent, user.email, 'wrong-password', `192.0.2.${index + 1}`)
      )
    )
    assert.match((await login(agent, user.email, password, '192.0.2.200'))!, lockedMessage)
    await backgroundTasksFinished()
    assert.lengthOf(mailbox.for(user.email), 1)
  })

  test('an address without an account gets the same answers and sends no mail', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = await guestAgent()
    const known = await guess(agent, user.email, 5, 5)
    const unknown = await guess(agent, 'nobody@example.test', 5, 5)
    assert.deepEqual(
      unknown.map((message) => message?.replace(/\d+/, 'N')),
      known.map((message) => message?.replace(/\d+/, 'N'))
    )
    assert.match(unknown[24]!, lockedMessage)
    await backgroundTasksFinished()
    assert.lengthOf(mailbox.for('nobody@example.test'), 0)
    assert.lengthOf(mailbox.for(user.email), 1)
  })

  test('the lock-out mail to an unverified address carries no name', async ({ assert }) => {
    const user = await createUser({ name: phishingName, emailVerifiedAt: null })
    const agent = await guestAgent()
    await guess(agent, user.email, 4, 5)
    await backgroundTasksFinished()
    const mail = await mailbox.latest(user.email)
    assertNameless(assert, mail, user.email)
    assert.include(mail.text || '', 'Hello,')
  })
})
