import logger from '@adonisjs/core/services/logger'

const running = new Set<Promise<void>>()

/**
 * Starts a task that no request waits for. Its failure is logged under `failure`, never thrown;
 * a terminating server lets the running tasks finish first (bin/server.ts).
 */
export function runInBackground(failure: string, task: () => Promise<unknown>) {
  const run: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => {},
      (error) => logger.error({ err: error }, failure)
    )
    .finally(() => running.delete(run))
  running.add(run)
}

/** Resolves once every task started so far, and any they started in turn, has finished. */
export async function backgroundTasksFinished() {
  while (running.size) await Promise.all(running)
}
