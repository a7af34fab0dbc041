// Support bundles (experimental API): collected in the background (collecting -> active after
// the transition delay), listed, annotated, downloaded whole or file by file, and deleted.
import { HttpResponse } from 'msw'
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { paginate } from '../db/paginate'
import { later } from '../db/transitions'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

function bundle(db: Db, id: string) {
  const found = db.supportBundles.find((b) => b.id === id)
  if (!found) throw notFound('support-bundle', { id })
  return found
}

/** The files a bundle holds: per-sled logs and the rack-wide inventory. */
function files(db: Db): Record<string, string> {
  const out: Record<string, string> = {
    'bundle_id.txt': 'support bundle collected by the mock platform\n',
    'inventory.txt':
      db.sleds
        .map((s) => `sled ${s.baseboard.serial} slot ${s.slot ?? '-'} ${s.state}`)
        .join('\n') + '\n',
  }
  for (const s of db.sleds.slice(0, 3)) {
    out[`rack/${s.rack_id}/sled/${s.id}/dmesg.txt`] =
      `[    0.000000] illumos helios ${s.baseboard.serial}\n[    4.112345] NOTICE: nvme0: ready\n`
  }
  return out
}

/** A real (empty-directory) zip archive: only the end-of-central-directory record. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)])

function downloadable(db: Db, id: string) {
  const b = bundle(db, id)
  if (b.state !== 'active')
    throw invalidRequest(`support bundle is ${b.state}; only active bundles can be downloaded`)
  return b
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
      reason_for_creation: 'Created by an operator',
      reason_for_failure: null,
      user_comment: body.user_comment ?? null,
      state: 'collecting',
      time_created: clock.iso(),
    }
    db.supportBundles.push(b)
    later(db, b.id, () => {
      if (b.state === 'collecting') b.state = 'active'
    })
    return b
  },
  support_bundle_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const b = bundle(db, path.bundle_id)
    b.user_comment = body.user_comment ?? null
    return b
  },
  support_bundle_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const b = bundle(db, path.bundle_id)
    db.supportBundles = db.supportBundles.filter((x) => x !== b)
  },
  support_bundle_index: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    downloadable(db, path.bundle_id)
    return HttpResponse.text(Object.keys(files(db)).join('\n') + '\n')
  },
  support_bundle_download: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    downloadable(db, path.bundle_id)
    return HttpResponse.arrayBuffer(EMPTY_ZIP.buffer, {
      headers: { 'content-type': 'application/zip' },
    })
  },
  support_bundle_head: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    downloadable(db, path.bundle_id)
    return new HttpResponse(null, {
      headers: { 'content-type': 'application/zip', 'content-length': String(EMPTY_ZIP.length) },
    })
  },
  support_bundle_download_file: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    downloadable(db, path.bundle_id)
    const content = files(db)[decodeURIComponent(path.file)]
    if (content === undefined) throw notFound('support-bundle-file', { name: path.file })
    return HttpResponse.text(content)
  },
  support_bundle_head_file: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    downloadable(db, path.bundle_id)
    const content = files(db)[decodeURIComponent(path.file)]
    if (content === undefined) throw notFound('support-bundle-file', { name: path.file })
    return new HttpResponse(null, {
      headers: {
        'content-type': 'text/plain',
        'content-length': String(new TextEncoder().encode(content).length),
      },
    })
  },
} satisfies HandlerMap
