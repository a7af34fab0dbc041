// Support bundles: collected in the background (collecting -> active, or failed), listed,
// annotated, downloaded whole (a zip) or file by file with byte ranges, and deleted (destroying,
// then gone). The bytes and the state machine are db/support-bundles.ts.
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { notFound } from '../db/errors'
import { newId } from '../db/ids'
import { paginate } from '../db/paginate'
import {
  REASON_API,
  bundleBytes,
  bundleFile,
  destroyBundle,
  downloadable,
  ranged,
  startCollection,
} from '../db/support-bundles'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

function bundle(db: Db, id: string) {
  const found = db.supportBundles.find((b) => b.id === id)
  if (!found) throw notFound('support-bundle', { id })
  return found
}

const range = (request: Request) => request.headers.get('range')

/** The whole bundle, GET or HEAD. */
function whole(db: Db, id: string, request: Request, head: boolean) {
  const b = downloadable(bundle(db, id))
  return ranged(bundleBytes(db, b).archive, 'application/zip', range(request), head)
}

/** One file of the bundle, GET or HEAD (the path parameter arrives decoded). */
function file(db: Db, id: string, name: string, request: Request, head: boolean) {
  const data = bundleFile(bundleBytes(db, downloadable(bundle(db, id))), name)
  return ranged(data, 'application/octet-stream', range(request), head)
}

export const supportBundleHandlers = {
  support_bundle_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.supportBundles, query, 'time_and_id_descending')
  },
  support_bundle_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return bundle(db, path.bundle_id)
  },
  support_bundle_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const b: S['SupportBundleInfo'] = {
      id: newId(),
      reason_for_creation: REASON_API,
      reason_for_failure: null,
      user_comment: body.user_comment ?? null,
      state: 'collecting',
      time_created: clock.iso(),
    }
    db.supportBundles.push(b)
    // As created: collecting (in node tests, whose delays are 0, it is active at once after).
    const created = { ...b }
    startCollection(db, b)
    return created
  },
  support_bundle_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const b = bundle(db, path.bundle_id)
    b.user_comment = body.user_comment ?? null
    return b
  },
  support_bundle_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    destroyBundle(db, bundle(db, path.bundle_id))
  },
  support_bundle_index: ({ db, actor, path, request }) => {
    requireFleet(db, actor, 'viewer')
    const names = bundleBytes(db, downloadable(bundle(db, path.bundle_id))).names
    const text = new TextEncoder().encode(names.join('\n'))
    return ranged(text, 'text/plain', range(request), false)
  },
  support_bundle_download: ({ db, actor, path, request }) => {
    requireFleet(db, actor, 'viewer')
    return whole(db, path.bundle_id, request, false)
  },
  support_bundle_head: ({ db, actor, path, request }) => {
    requireFleet(db, actor, 'viewer')
    return whole(db, path.bundle_id, request, true)
  },
  support_bundle_download_file: ({ db, actor, path, request }) => {
    requireFleet(db, actor, 'viewer')
    return file(db, path.bundle_id, path.file, request, false)
  },
  support_bundle_head_file: ({ db, actor, path, request }) => {
    requireFleet(db, actor, 'viewer')
    return file(db, path.bundle_id, path.file, request, true)
  },
} satisfies HandlerMap
