import type Timer from '#models/timer'

/** The running timer as the APIs and pages show it. */
export function transformTimer(timer: Timer) {
  return {
    project_id: timer.projectId,
    task_id: timer.taskId,
    comments: timer.comments,
    started_at: timer.startedAt.toUTC().toISO()!,
  }
}

export type TimerData = ReturnType<typeof transformTimer>
