import type { DateTime } from 'luxon'
import type { Random } from '#database/demo/random'
import type { TimeLogInput } from '#models/time_log'
import { demoTaskComments } from '#database/demo/catalog'

/** A connection the demo user may log on, with what limits its project puts on logging. */
type PlannableConnection = {
  projectId: number
  taskId: number
  taskName: string
  startDate: string | null
  endDate: string | null
  plannedHours: number | null
}

/** A demo log, with the fields a user's own log has. */
type PlannedLog = TimeLogInput

const dayStart = 8 * 60
const dayEnd = 18 * 60
const slot = 15
/** How many logs a day has: mostly four or five, sometimes three or six. */
const logsPerDay = [3, 4, 4, 4, 5, 5, 5, 6]

/** Monday to Friday of the given number of days before today, oldest first. */
export function workingDaysBefore(today: DateTime, days: number) {
  const dates: string[] = []
  for (let back = days; back >= 1; back--) {
    const day = today.minus({ days: back })
    if (day.weekday <= 5) dates.push(day.toISODate()!)
  }
  return dates
}

/**
 * A working day as the demo user would log it: three to six logs between 08:00 and 18:00 that
 * never overlap, each on a connection whose project runs on that date and whose planned hours
 * still have room.
 */
export function planTimeLogs(connections: PlannableConnection[], dates: string[], random: Random) {
  const minutesByProject = new Map<number, number>()
  const logs: PlannedLog[] = []

  for (const date of dates) {
    let start = dayStart + slot * random.int(0, 4)
    for (const minutes of splitDay(start, random.pick(logsPerDay), random)) {
      const connection = pickConnection(connections, date, minutes, minutesByProject, random)
      if (connection) {
        const used = minutesByProject.get(connection.projectId) ?? 0
        minutesByProject.set(connection.projectId, used + minutes)
        logs.push({
          projectId: connection.projectId,
          taskId: connection.taskId,
          date,
          startTime: clock(start),
          stopTime: clock(start + minutes),
          comments: random.chance(0.2) ? null : random.pick(demoTaskComments[connection.taskName]),
        })
      }
      start += minutes + slot * random.int(0, 2)
    }
  }
  return logs
}

/** Six to eight and a half hours of work in `count` blocks of at least half an hour. */
function splitDay(start: number, count: number, random: Random) {
  const breaks = slot * 2 * (count - 1)
  const room = (dayEnd - start - breaks) / slot
  const slots = Math.min(room, random.int(24, 34))
  const blocks = Array.from({ length: count }, () => 2)
  for (let left = slots - 2 * count; left > 0; left--) blocks[random.int(0, count - 1)]++
  return blocks.map((blockSlots) => blockSlots * slot)
}

function pickConnection(
  connections: PlannableConnection[],
  date: string,
  minutes: number,
  minutesByProject: Map<number, number>,
  random: Random
) {
  const open = connections.filter(
    (connection) =>
      (!connection.startDate || connection.startDate <= date) &&
      (!connection.endDate || date <= connection.endDate) &&
      (connection.plannedHours === null ||
        (minutesByProject.get(connection.projectId) ?? 0) + minutes <= connection.plannedHours * 60)
  )
  return open.length ? random.pick(open) : null
}

function clock(minutes: number) {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`
}
