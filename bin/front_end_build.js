/*
 * The front-end build, shared by `npm start` and `npm test`: built again only when there is no
 * build, or when a source it is made from changed after it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const manifests = ['public/assets/.vite/manifest.json', 'public/assets/server/.vite/manifest.json']
const sources = ['inertia', 'admin', 'api_reference', 'shared', 'resources/lang', 'vite.config.ts']

/** The newest modification time of a file, or of the files under a directory. */
function newestChange(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0
    )
}

/** Whether the build is missing or older than one of its sources. */
export function frontEndBuildIsStale() {
  if (!manifests.every((manifest) => existsSync(manifest))) return true
  const built = Math.min(...manifests.map((manifest) => statSync(manifest).mtimeMs))
  return sources.some((source) => existsSync(source) && newestChange(source) >= built)
}

/**
 * Builds the front end with this process's Node when the build is stale; the routes' registry
 * it imports must have been generated first (`node ace codegen`). Returns the exit status.
 */
export function buildFrontEndWhenStale() {
  if (!frontEndBuildIsStale()) return 0
  // Whatever NODE_ENV the app runs with, the bundle is the optimised production one.
  const { status } = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return status ?? 1
}
