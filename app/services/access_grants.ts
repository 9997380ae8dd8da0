import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type Bulk = { userIds: number[]; projectIds: number[] }

const unique = (values: number[]) => [...new Set(values)]

/** Pairs of every id of one list with every id of another. */
function pairs<A extends string, B extends string>(a: A, left: number[], b: B, right: number[]) {
  return left.flatMap((l) => right.map((r) => ({ [a]: l, [b]: r }) as Record<A | B, number>))
}

/** Inserts rows that are not there yet: a pair granted before is left as it is. */
async function insertMissing(
  trx: TransactionClientContract,
  table: string,
  keys: string[],
  rows: Record<string, unknown>[]
) {
  const size = 400
  for (let start = 0; start < rows.length; start += size) {
    await trx
      .table(table)
      .insert(rows.slice(start, start + size))
      .onConflict(keys)
      .ignore()
  }
}

/**
 * Gives each person each project whole, in one transaction: every task the project has (its
 * connections), and with `futureTasks` also every task it gains later (project_user, read by
 * grantFutureTasks). Granting what someone already has changes nothing. Returns how many
 * person–task pairs were new.
 */
export async function grantProjects({
  userIds,
  projectIds,
  futureTasks,
}: Bulk & { futureTasks?: boolean }) {
  const users = unique(userIds)
  const projects = unique(projectIds)
  return db.transaction(async (trx) => {
    const connections = await trx.from('connections').whereIn('project_id', projects).select('id')
    const connectionIds: number[] = connections.map((row) => Number(row.id))
    const before = await countPairs(trx, users, connectionIds)
    await insertMissing(
      trx,
      'connection_user',
      ['connection_id', 'user_id'],
      pairs('connection_id', connectionIds, 'user_id', users)
    )
    if (futureTasks) {
      const createdAt = new Date()
      await insertMissing(
        trx,
        'project_user',
        ['project_id', 'user_id'],
        pairs('project_id', projects, 'user_id', users).map((row) => ({
          ...row,
          created_at: createdAt,
        }))
      )
    }
    return { granted: (await countPairs(trx, users, connectionIds)) - before }
  })
}

async function countPairs(
  trx: TransactionClientContract,
  users: number[],
  connectionIds: number[]
) {
  if (connectionIds.length === 0) return 0
  const [{ total }] = await trx
    .from('connection_user')
    .whereIn('user_id', users)
    .whereIn('connection_id', connectionIds)
    .count('* as total')
  return Number(total)
}

/**
 * Takes each project whole from each person, in one transaction: every task of it and its
 * future tasks. Their logs stay. Returns how many person–task pairs went.
 */
export async function revokeProjects({ userIds, projectIds }: Bulk) {
  const users = unique(userIds)
  const projects = unique(projectIds)
  return db.transaction(async (trx) => {
    const revoked = await trx
      .from('connection_user')
      .whereIn('user_id', users)
      .whereIn('connection_id', (query) =>
        query.from('connections').whereIn('project_id', projects).select('id')
      )
      .delete()
    await trx
      .from('project_user')
      .whereIn('user_id', users)
      .whereIn('project_id', projects)
      .delete()
    return { revoked: Number(revoked) }
  })
}

/**
 * A new connection of a project goes to everyone granted the project with its future tasks,
 * so that a task added to the project later is theirs to book at once.
 */
export async function grantFutureTasks(
  connection: { id: number; projectId: number },
  trx: TransactionClientContract
) {
  const granted = await trx
    .from('project_user')
    .where('project_id', connection.projectId)
    .select('user_id')
  const userIds = granted.map((row) => Number(row.user_id))
  await insertMissing(
    trx,
    'connection_user',
    ['connection_id', 'user_id'],
    userIds.map((userId) => ({ connection_id: connection.id, user_id: userId }))
  )
}

export type AccessEntry = {
  id: number
  name: string
  /** How many of the project's tasks the person has. */
  tasks: number
  /** How many tasks the project has. */
  of: number
  /** The project's future tasks are theirs too. */
  future_tasks: boolean
}

export type AccessGroup = { id: number; name: string; entries: AccessEntry[] }

/**
 * Who may log time on what, by person (each person's projects) or by project (each project's
 * people): per pair, how many of the project's tasks, and whether its future ones.
 */
export async function accessOverview(group: 'person' | 'project'): Promise<AccessGroup[]> {
  const [granted, flagged, sizes] = await Promise.all([
    db
      .from('connection_user')
      .join('connections', 'connections.id', 'connection_user.connection_id')
      .groupBy('connection_user.user_id', 'connections.project_id')
      .select('connection_user.user_id', 'connections.project_id')
      .count('* as tasks'),
    db.from('project_user').select('user_id', 'project_id'),
    db.from('connections').groupBy('project_id').select('project_id').count('* as tasks'),
  ])
  const key = (userId: unknown, projectId: unknown) => `${userId}:${projectId}`
  const byPair = new Map<
    string,
    { userId: number; projectId: number; tasks: number; future: boolean }
  >()
  for (const row of granted) {
    const userId = Number(row.user_id)
    const projectId = Number(row.project_id)
    byPair.set(key(userId, projectId), {
      userId,
      projectId,
      tasks: Number(row.tasks),
      future: false,
    })
  }
  for (const row of flagged) {
    const userId = Number(row.user_id)
    const projectId = Number(row.project_id)
    const pair = byPair.get(key(userId, projectId)) ?? {
      userId,
      projectId,
      tasks: 0,
      future: false,
    }
    pair.future = true
    byPair.set(key(userId, projectId), pair)
  }
  const taskCounts = new Map(sizes.map((row) => [Number(row.project_id), Number(row.tasks)]))
  const userIds = unique([...byPair.values()].map((pair) => pair.userId))
  const projectIds = unique([...byPair.values()].map((pair) => pair.projectId))
  const [users, projects] = await Promise.all([
    userIds.length ? db.from('users').whereIn('id', userIds).select('id', 'name') : [],
    projectIds.length
      ? db
          .from('projects')
          .join('clients', 'clients.id', 'projects.client_id')
          .whereIn('projects.id', projectIds)
          .select('projects.id', 'projects.name', 'clients.name as client_name')
      : [],
  ])
  const userNames = new Map(users.map((row) => [Number(row.id), String(row.name)]))
  // Named as the panel names a project everywhere: project names repeat across clients.
  const projectNames = new Map(
    projects.map((row) => [Number(row.id), `${row.client_name} — ${row.name}`])
  )

  const groups = new Map<number, AccessGroup>()
  for (const pair of byPair.values()) {
    const [outer, inner, outerNames, innerNames] =
      group === 'person'
        ? [pair.userId, pair.projectId, userNames, projectNames]
        : [pair.projectId, pair.userId, projectNames, userNames]
    const entry: AccessEntry = {
      id: inner,
      name: innerNames.get(inner) ?? '',
      tasks: pair.tasks,
      of: taskCounts.get(pair.projectId) ?? 0,
      future_tasks: pair.future,
    }
    const found = groups.get(outer)
    if (found) found.entries.push(entry)
    else groups.set(outer, { id: outer, name: outerNames.get(outer) ?? '', entries: [entry] })
  }
  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
    a.name.localeCompare(b.name) || a.id - b.id
  return [...groups.values()]
    .map((found) => ({ ...found, entries: found.entries.sort(byName) }))
    .sort(byName)
}
