import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import TimeLog from '#models/time_log'
import Project from '#models/project'
import BillingBatch from '#models/billing_batch'
import { invoiceSettings } from '#services/invoice_settings'
import Connection from '#models/connection'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

async function seed() {
  const ace = await app.container.make('ace')
  const command = await ace.exec('db:seed', [])
  if (command.exitCode) throw command.error ?? new Error('db:seed failed')
}

function minutes(time: string) {
  const [hours, mins, secs] = time.split(':').map(Number)
  return hours * 60 + mins + (secs ?? 0) / 60
}

test.group('Demo data', (group) => {
  group.each.setup(() => resetAppState())

  test('seeds the two demo accounts, both verified, with the published password', async ({
    assert,
  }) => {
    await seed()
    const admin = await User.verifyCredentials('admin@hourbook.test', 'hourbook-demo')
    const user = await User.verifyCredentials('user@hourbook.test', 'hourbook-demo')
    assert.equal(admin.role, 'admin')
    assert.equal(user.role, 'user')
    assert.isNotNull(admin.emailVerifiedAt)
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a couple of hundred logs of the user over the last 60 days, all within the rules', async ({
    assert,
  }) => {
    await seed()
    const user = await User.findByOrFail('email', 'user@hourbook.test')
    const logs = await TimeLog.query().where('user_id', user.id).orderBy(['date', 'start_time'])
    assert.isAtLeast(logs.length, 150)
    assert.isAtMost(logs.length, 400)

    const assigned = await Connection.query()
      .where('active', true)
      .whereHas('users', (query) => query.where('users.id', user.id))
    const allowed = new Set(assigned.map(({ projectId, taskId }) => `${projectId}:${taskId}`))
    const allProjects = await Project.all()
    const projects = new Map(allProjects.map((project) => [project.id, project]))
    const hoursByProject = new Map<number, number>()

    for (const [index, log] of logs.entries()) {
      assert.isTrue(
        allowed.has(`${log.projectId}:${log.taskId}`),
        `log ${log.id} on its connection`
      )
      assert.isTrue(projects.get(log.projectId)!.active, `log ${log.id} on an active project`)
      assert.isAbove(minutes(log.stopTime), minutes(log.startTime))
      const previous = logs[index - 1]
      if (previous?.date === log.date) {
        assert.isAtLeast(
          minutes(log.startTime),
          minutes(previous.stopTime),
          `log ${log.id} overlaps`
        )
      }
      const hours = (minutes(log.stopTime) - minutes(log.startTime)) / 60
      hoursByProject.set(log.projectId, (hoursByProject.get(log.projectId) ?? 0) + hours)
    }
    for (const [projectId, hours] of hoursByProject) {
      const cap = projects.get(projectId)!.plannedHours
      if (cap !== null) assert.isAtMost(hours, cap)
    }
  })

  test('the same every time, and never seeded over existing users', async ({ assert }) => {
    await seed()
    const first = await TimeLog.query().orderBy('id').select('date', 'start_time', 'stop_time')
    await seed()
    assert.lengthOf(await User.all(), 2)
    const again = await TimeLog.query().orderBy('id').select('date', 'start_time', 'stop_time')
    assert.deepEqual(
      again.map((log) => log.serialize()),
      first.map((log) => log.serialize())
    )
  })

  test('a database that already has users is left alone', async ({ assert }) => {
    await UserFactory.create()
    await seed()
    assert.lengthOf(await User.all(), 1)
    assert.lengthOf(await TimeLog.all(), 0)
  })
  test('rates with a history price the logs, and a budget is most of the way used', async ({
    assert,
  }) => {
    await seed()
    const user = await User.findByOrFail('email', 'user@hourbook.test')
    const logs = await TimeLog.query().where('user_id', user.id).preload('project')
    const billable = logs.filter((log) => log.project.billable)
    assert.isNotEmpty(billable)
    for (const log of logs) {
      assert.equal(log.costRate, 5500, `log ${log.id} costs the user's rate`)
      if (!log.project.billable) assert.isNull(log.billableAmount)
    }
    const rates = new Set(billable.map((log) => log.billableRate))
    // The person's, the client's and the project's, before and after its change.
    assert.includeMembers([...rates], [8500, 9500])
    assert.isAbove(rates.size, 2)
    const webshop = await Project.findByOrFail('name', 'Webshop relaunch')
    const used = billable
      .filter((log) => log.projectId === webshop.id)
      .reduce((sum, log) => sum + log.billableAmount!, 0)
    assert.isAbove(used / webshop.budgetAmount!, 0.8)
    assert.isBelow(used / webshop.budgetAmount!, 1)
  })

  test("last month of one client is billed, on the company's statements", async ({ assert }) => {
    await seed()
    const [batch] = await BillingBatch.query().preload('customer')
    assert.equal(batch.customer.name, 'Northwind Traders')
    assert.equal(batch.taxRate, 2100)
    const billed = await TimeLog.query().where('billing_batch_id', batch.id)
    assert.lengthOf(billed, batch.logCount)
    assert.isAbove(billed.length, 0)
    assert.equal(
      billed.reduce((sum, log) => sum + log.billableAmount!, 0),
      batch.subtotal
    )
    const { settings } = await invoiceSettings()
    assert.equal(settings.companyName, 'Hourbook Demo B.V.')
  })
})
