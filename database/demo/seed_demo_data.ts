import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import Client from '#models/client'
import Project from '#models/project'
import Task from '#models/task'
import Connection from '#models/connection'
import TimeLog from '#models/time_log'
import { demoAdmin, demoUser } from '#services/demo'
import { seededRandom } from '#database/demo/random'
import {
  demoClients,
  demoConnections,
  demoProjects,
  demoTasks,
  demoTimezone,
} from '#database/demo/catalog'
import { planTimeLogs, workingDaysBefore } from '#database/demo/time_log_plan'
import { seedDemoMoney } from '#database/demo/seed_demo_money'

/** Writes the whole demo installation; see catalog.ts for what it contains. */
export async function seedDemoData(trx: TransactionClientContract) {
  const options = { client: trx }
  const today = DateTime.now().setZone(demoTimezone).startOf('day')
  const account = {
    active: true,
    emailVerifiedAt: DateTime.now(),
    locale: 'en' as const,
    timezone: demoTimezone,
  }
  const [admin, user] = await User.createMany(
    [
      { ...account, ...demoAdmin, name: 'Ada Admin', role: 'admin', availableHours: null },
      { ...account, ...demoUser, name: 'Udo User', role: 'user', availableHours: 40 },
    ],
    options
  )

  const clients = await Client.createMany(
    demoClients.map((client) => ({ ...client, active: true })),
    options
  )
  const projects = await Project.createMany(
    demoProjects.map((project) => ({
      clientId: clients.find((client) => client.name === project.client)!.id,
      name: project.name,
      billable: project.billable ?? true,
      plannedHours: project.plannedHours ?? null,
      startDate: project.startsDaysAgo
        ? today.minus({ days: project.startsDaysAgo }).toISODate()
        : null,
      endDate: project.endsInDays ? today.plus({ days: project.endsInDays }).toISODate() : null,
      active: project.active ?? true,
    })),
    options
  )
  const tasks = await Task.createMany(
    demoTasks.map((name) => ({ name, active: true })),
    options
  )

  const projectNamed = (name: string) => projects.find((project) => project.name === name)!
  const taskNamed = (name: string) => tasks.find((task) => task.name === name)!
  const connections = await Connection.createMany(
    demoConnections.map((connection) => ({
      projectId: projectNamed(connection.project).id,
      taskId: taskNamed(connection.task).id,
      active: connection.active ?? true,
    })),
    options
  )
  await trx
    .insertQuery()
    .table('connection_user')
    .multiInsert(
      demoConnections.flatMap((demo, index) =>
        (demo.adminOnly ? [admin] : [admin, user]).map((member) => ({
          connection_id: connections[index].id,
          user_id: member.id,
        }))
      )
    )

  const usable = demoConnections.flatMap((demo, index) => {
    const project = projectNamed(demo.project)
    if (demo.adminOnly || !connections[index].active || !project.active) return []
    return [
      {
        projectId: project.id,
        taskId: connections[index].taskId,
        taskName: demo.task,
        startDate: project.startDate,
        endDate: project.endDate,
        plannedHours: project.plannedHours,
      },
    ]
  })
  const logs = planTimeLogs(usable, workingDaysBefore(today, 60), seededRandom(2024))
  await TimeLog.createMany(
    logs.map((log) => ({ ...log, userId: user.id })),
    options
  )
  await seedDemoMoney(trx, today, admin, user)
}
