import type { Connection } from '~/components/time_logs/time_log_api'

export interface TimeLogOption {
  id: number
  label: string
}

const byLabel = (a: TimeLogOption, b: TimeLogOption) => a.label.localeCompare(b.label)

/** What the filter bar offers: the clients, projects and tasks of the user's connections. */
export function filterOptions(connections: Connection[]) {
  const clients = new Map<number, TimeLogOption>()
  const projects = new Map<number, TimeLogOption & { clientId: number }>()
  const tasks = new Map<number, TimeLogOption & { projectIds: number[] }>()
  for (const { project, task } of connections) {
    clients.set(project.client.id, { id: project.client.id, label: project.client.name })
    projects.set(project.id, {
      id: project.id,
      label: `${project.name} — ${project.client.name}`,
      clientId: project.client.id,
    })
    const known = tasks.get(task.id)
    if (known) known.projectIds.push(project.id)
    else tasks.set(task.id, { id: task.id, label: task.name, projectIds: [project.id] })
  }
  return {
    clients: [...clients.values()].sort(byLabel),
    projects: [...projects.values()].sort(byLabel),
    tasks: [...tasks.values()].sort(byLabel),
  }
}
