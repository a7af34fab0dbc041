// System update: uploaded TUF repositories, the target release (which must name an uploaded
// repository and may not go backwards, as Nexus requires) and the update status.
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { badQuery, conflict, invalidRequest, notFound } from '../db/errors'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * A key that sorts versions as semver does: numeric parts zero-padded, and a release after its
 * pre-releases (`~` sorts after any pre-release character).
 */
export function versionKey(version: string) {
  const m = SEMVER.exec(version)
  if (!m) return version
  const num = (s: string | undefined) => (s ?? '0').padStart(10, '0')
  return `${num(m[1])}.${num(m[2])}.${num(m[3])}${m[4] ? `-${m[4]}` : '~'}`
}

function lookupRepo(db: Db, version: string) {
  const repo = db.tufRepos.find((r) => r.system_version === version)
  if (!repo) throw notFound('tuf-repo', { name: version })
  return repo
}

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The mock cannot unpack a repository archive, so it takes the system version from the file
 * name (`repo-17.0.0.zip`, as release archives are named) and hashes the bytes it received.
 */
async function readUpload(request: Request, fileName: string) {
  const version = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+?)?)(?:\.zip)?$/.exec(fileName)?.[1]
  if (!version || !SEMVER.test(version))
    throw invalidRequest(`cannot read a system version from the file name "${fileName}"`)
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength === 0) throw invalidRequest('the uploaded repository is empty')
  return { version, hash: hex(await crypto.subtle.digest('SHA-256', bytes)) }
}

export const updateHandlers = {
  system_update_repository_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.tufRepos, query, 'version_descending', (r) => versionKey(r.system_version))
  },
  system_update_repository_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupRepo(db, path.system_version)
  },
  system_update_repository_upload: async ({ db, actor, query, request }) => {
    requireFleet(db, actor, 'admin')
    if (!query.file_name) throw badQuery('missing field `file_name`')
    const { version, hash } = await readUpload(request, query.file_name)
    const existing = db.tufRepos.find((r) => r.system_version === version)
    if (existing && existing.hash !== hash)
      throw conflict(
        `Uploaded repository with system version ${version} has SHA256 hash ${hash}, which ` +
          `is different from the previous hash ${existing.hash}`,
      )
    if (existing) return { repo: existing, status: 'already_exists' as const }
    const repo: S['TufRepo'] = {
      system_version: version,
      file_name: query.file_name,
      hash,
      time_created: clock.iso(),
    }
    db.tufRepos.push(repo)
    return { repo, status: 'inserted' as const }
  },

  system_update_status: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    const version = db.targetRelease?.version ?? '15.0.0'
    return {
      components_by_release_version: { [version]: db.sleds.length * 3 + db.switches.length * 2 },
      contact_support: false,
      suspended: db.updateSuspended,
      target_release: db.targetRelease,
      time_last_step_planned: new Date(clock.now() - 600_000).toISOString(),
    }
  },
  target_release_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    lookupRepo(db, body.system_version)
    const current = db.targetRelease?.version
    if (current && versionKey(body.system_version) < versionKey(current))
      throw invalidRequest(
        `Requested target release (${body.system_version}) must not be older than the ` +
          `current target release (${current})`,
      )
    db.targetRelease = { version: body.system_version, time_requested: clock.iso() }
  },
  system_update_recovery_finish: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    lookupRepo(db, body.system_version)
    // The mock knows what runs everywhere (the target release), so a wrong version is refused.
    const running = db.targetRelease?.version
    if (running && body.system_version !== running)
      throw invalidRequest(
        `the system is running ${running}, not ${body.system_version}; recovery not finished`,
      )
    db.updateSuspended = false
  },
} satisfies HandlerMap
