// System update: uploaded TUF repositories, the target release (which must name an uploaded
// repository and may not go backwards, as Nexus requires) and the update status, whose
// components reach the target on the mock clock (db/update-progress.ts).
import { versionKey } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { distribution, lastStepPlanned, planProgress, planTowards } from '../db/update-progress'
import { badQuery, conflict, invalidRequest, notFound } from '../db/errors'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

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
    const plan = db.updatePlan
    const progress = plan && planProgress(plan)
    const halted = progress?.halted ? plan?.halt?.kind : undefined
    return {
      components_by_release_version: plan ? distribution(plan) : {},
      contact_support: halted === 'support',
      suspended: db.updateSuspended || halted === 'suspend',
      target_release: db.targetRelease,
      time_last_step_planned: plan ? lastStepPlanned(plan) : clock.iso(),
    }
  },
  target_release_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    lookupRepo(db, body.system_version)
    const current = db.targetRelease?.version
    // The same rule the update page's command checks first (src/api/capabilities.ts).
    if (current && versionKey(body.system_version) < versionKey(current))
      throw invalidRequest(
        `Requested target release (${body.system_version}) must not be older than the ` +
          `current target release (${current})`,
      )
    db.targetRelease = { version: body.system_version, time_requested: clock.iso() }
    db.updatePlan = planTowards(db, body.system_version)
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
    // A plan stopped by a manual update resumes from where the components are.
    if (db.updatePlan?.halt?.kind === 'suspend') {
      const { halt: _halt, ...plan } = planTowards(db, db.updatePlan.to)
      db.updatePlan = plan
    }
  },
} satisfies HandlerMap
