// Support bundles: collected over time from the rack's sleds (collecting, then active; failed
// when a sled cannot be reached), destroyed in the background after a delete, and served as a
// zip archive of real bytes, whole or one file at a time, with byte ranges as the sled agent
// serves them (omicron sled-agent/src/support_bundle/storage.rs: the whole bundle is
// application/zip, the index text/plain, a file application/octet-stream; all accept ranges).
import { clock } from './clock'
import { invalidRequest, MockApiError, notFound } from './errors'
import { prng } from './ids'
import type { Db } from './store'
import { transitionDelay } from './transitions'
import type { Schemas as S } from './types'
import { zip, type ZipEntry } from './zip'

/** A file of a bundle: its text as collected, or a log the mock writes out when asked. */
export type BundleFile = string | { log: string; lines: number; since: string }
/** What a bundle holds, path -> file, captured when its collection ended. */
export type BundleManifest = Record<string, BundleFile>

/** What `reason_for_creation` says of a bundle asked for through the API (omicron's wording). */
export const REASON_API = 'Created by external API'

/** A comment holding this fails the collection (the mock's way to show a failed bundle). */
export const FAIL_SENTINEL = 'error-collect'

/** Collection takes a few transition delays: long enough to see `collecting` in the browser. */
const COLLECT_STEPS = 3

const LOG_LINES = 1000

function sledFiles(db: Db, sled: S['Sled'], at: string): BundleManifest {
  const base = `rack/${sled.rack_id}/sled/${sled.id}`
  const disks = db.physicalDisks.filter((d) => d.sled_id === sled.id)
  const policy =
    sled.policy.kind === 'in_service' ? `in_service (${sled.policy.provision_policy})` : 'expunged'
  return {
    [`${base}/sled.txt`]: [
      `serial:    ${sled.baseboard.serial}`,
      `part:      ${sled.baseboard.part} rev ${sled.baseboard.revision}`,
      `slot:      ${sled.slot}`,
      `policy:    ${policy}`,
      `state:     ${sled.state}`,
      `threads:   ${sled.usable_hardware_threads}`,
      `ram bytes: ${sled.usable_physical_ram}`,
      '',
    ].join('\n'),
    [`${base}/nvmeadm.txt`]:
      disks
        .map((d) => `${d.form_factor} ${d.vendor} ${d.model} ${d.serial} ${d.state}`)
        .join('\n') + '\n',
    [`${base}/dladm.txt`]: [
      'LINK        CLASS     MTU    STATE    BRIDGE     OVER',
      'cxgbe0      phys      9000   up       --         --',
      'cxgbe1      phys      9000   up       --         --',
      'underlay0   vnic      9000   up       --         cxgbe0',
      '',
    ].join('\n'),
    [`${base}/zoneadm.txt`]: [
      '  ID NAME                         STATUS     PATH',
      '   0 global                       running    /',
      '   1 oxz_switch                   running    /pool/int/zone/oxz_switch',
      '   2 oxz_crucible_pantry          running    /pool/ext/zone/oxz_crucible_pantry',
      '',
    ].join('\n'),
    [`${base}/logs/oxide-sled-agent.log`]: {
      log: `${sled.baseboard.serial}/sled-agent`,
      lines: LOG_LINES,
      since: at,
    },
    [`${base}/dmesg.txt`]: { log: `${sled.baseboard.serial}/dmesg`, lines: 120, since: at },
  }
}

/** What a collection ending now finds on the rack: every sled in service, and its disks. */
export function collectManifest(db: Db, bundle: S['SupportBundleInfo']): BundleManifest {
  const sleds = db.sleds.filter((s) => s.policy.kind === 'in_service' && s.state === 'active')
  const state = {
    collected: bundle.time_created,
    sleds: sleds.map((s) => ({ id: s.id, serial: s.baseboard.serial, slot: s.slot })),
    target_release: db.targetRelease?.version ?? null,
  }
  return Object.assign(
    {
      'bundle_id.txt': `${bundle.id}\n`,
      'reconfigurator_state.json': JSON.stringify(state, null, 2) + '\n',
    },
    ...sleds.map((s) => sledFiles(db, s, bundle.time_created)),
  ) as BundleManifest
}

/** Ends a collection: the bundle is active with what the rack holds now, or failed. */
function finishCollection(db: Db, id: string) {
  const b = db.supportBundles.find((x) => x.id === id)
  if (!b || b.state !== 'collecting') return
  if (b.user_comment?.includes(FAIL_SENTINEL)) {
    b.state = 'failed'
    const sled = db.sleds.find((s) => s.policy.kind === 'in_service')
    b.reason_for_failure = `Sled ${sled?.baseboard.serial ?? 'unknown'} was not reachable`
    return
  }
  db.supportBundleFiles[id] = collectManifest(db, b)
  b.state = 'active'
}

/** Starts collecting `bundle`; it leaves `collecting` by itself (COLLECT_STEPS delays). */
export function startCollection(db: Db, bundle: S['SupportBundleInfo']) {
  const at = clock.now() + COLLECT_STEPS * transitionDelay()
  if (at <= clock.now()) return finishCollection(db, bundle.id)
  db.transitions.push({ target: bundle.id, at, apply: (d) => finishCollection(d, bundle.id) })
}

/**
 * A delete (nexus `support_bundle_delete`): a failed bundle's record goes at once; a collecting
 * or active one is `destroying` until its storage is freed, then goes.
 */
export function destroyBundle(db: Db, bundle: S['SupportBundleInfo']) {
  const remove = (d: Db) => {
    d.supportBundles = d.supportBundles.filter((x) => x.id !== bundle.id)
    delete d.supportBundleFiles[bundle.id]
  }
  if (bundle.state === 'destroying')
    throw invalidRequest('Cannot delete a support bundle that is already being destroyed')
  db.transitions = db.transitions.filter((t) => t.target !== bundle.id)
  if (bundle.state === 'failed') return remove(db)
  bundle.state = 'destroying'
  const at = clock.now() + transitionDelay()
  if (at <= clock.now()) return remove(db)
  db.transitions.push({ target: bundle.id, at, apply: remove })
}

const MESSAGES = [
  (r: () => number) => `instance_ensure: propolis state=running vcpus=${2 << Math.floor(r() * 4)}`,
  (r: () => number) => `crucible upstairs: ${Math.floor(r() * 900)} jobs in flight, 0 errors`,
  (r: () => number) => `metrics: produced ${Math.floor(r() * 4000)} samples`,
  () => 'bootstore: no change in early network config',
  (r: () => number) => `opte: port opte${Math.floor(r() * 12)} flows=${Math.floor(r() * 300)}`,
  () => 'zone bundle cleanup: nothing to remove',
  (r: () => number) => `dns: served ${Math.floor(r() * 200)} queries`,
]
const LEVELS = ['INFO', 'INFO', 'INFO', 'DEBG', 'WARN']

function seedOf(text: string) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** ISO 8601 times of a log, cheaply: the date and minute are formatted once a minute. */
function isoTimes() {
  let minute = NaN
  let prefix = ''
  return (ms: number) => {
    const m = Math.floor(ms / 60_000)
    if (m !== minute) {
      minute = m
      prefix = new Date(m * 60_000).toISOString().slice(0, 17)
    }
    const rest = ms - m * 60_000
    const sec = Math.floor(rest / 1000)
    return `${prefix}${sec < 10 ? '0' : ''}${sec}.${String(rest % 1000).padStart(3, '0')}Z`
  }
}

/** A log of `lines` lines ending at `since`, the same every time for the same `log`. */
function writeLog(f: Exclude<BundleFile, string>) {
  const r = prng(seedOf(f.log))
  const end = Date.parse(f.since)
  const [, unit = 'log'] = f.log.split('/')
  const iso = isoTimes()
  const out: string[] = []
  for (let i = 0; i < f.lines; i++) {
    const t = iso(end - (f.lines - i) * 2_300 - Math.floor(r() * 1000))
    const msg = MESSAGES[Math.floor(r() * MESSAGES.length)]!(r)
    const level = LEVELS[Math.floor(r() * LEVELS.length)]
    out.push(`${t} ${level} ${unit}[${1000 + Math.floor(r() * 9000)}]: ${msg}`)
  }
  return out.join('\n') + '\n'
}

export type BundleBytes = {
  /** the whole bundle */
  archive: Uint8Array
  /** entry names in archive order, directories included, as the index lists them */
  names: string[]
  files: Map<string, Uint8Array>
}

// Built on first use and kept while the manifest is (the bytes are a function of it, so a
// restart of the server rebuilds the same ones).
const cached = new WeakMap<BundleManifest, BundleBytes>()

/** The bytes of an active bundle. */
export function bundleBytes(db: Db, bundle: S['SupportBundleInfo']): BundleBytes {
  const manifest = db.supportBundleFiles[bundle.id] ?? {}
  const hit = cached.get(manifest)
  if (hit) return hit
  const enc = new TextEncoder()
  const files = new Map<string, Uint8Array>()
  const entries: ZipEntry[] = []
  const dirs = new Set<string>()
  for (const path of Object.keys(manifest).sort()) {
    const parts = path.split('/')
    for (let i = 1; i < parts.length; i++) {
      const dir = `${parts.slice(0, i).join('/')}/`
      if (dirs.has(dir)) continue
      dirs.add(dir)
      entries.push({ name: dir })
    }
    const f = manifest[path]!
    const data = enc.encode(typeof f === 'string' ? f : writeLog(f))
    files.set(path, data)
    entries.push({ name: path, data })
  }
  const archive = zip(entries, new Date(bundle.time_created))
  const out = { archive, names: entries.map((e) => e.name), files }
  cached.set(manifest, out)
  return out
}

/** The bundle, when it can be downloaded (nexus refuses every state but active). */
export function downloadable(bundle: S['SupportBundleInfo']) {
  if (bundle.state !== 'active') throw invalidRequest('Cannot download bundle in non-active state')
  return bundle
}

/** A file of the bundle: 404 for a name it does not hold, 400 for a directory. */
export function bundleFile(bytes: BundleBytes, name: string) {
  const data = bytes.files.get(name)
  if (data) return data
  if (bytes.names.includes(name)) throw new MockApiError(400, 'InvalidRequest', 'Not a file')
  throw notFound('support-bundle-file', { name })
}

/**
 * `bytes`, whole or the range the `range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`):
 * 200 or 206 with Content-Range, 416 for a range outside it; a HEAD has the headers only.
 */
export function ranged(bytes: Uint8Array, type: string, range: string | null, head: boolean) {
  const headers: Record<string, string> = { 'content-type': type, 'accept-ranges': 'bytes' }
  const send = (status: number, body: Uint8Array) => {
    headers['content-length'] = String(body.length)
    const copy = body.slice()
    return new Response(head ? null : copy.buffer, { status, headers })
  }
  if (!range) return send(200, bytes)
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
  const size = bytes.length
  let start = m?.[1] ? Number(m[1]) : NaN
  let end = m?.[2] ? Number(m[2]) : size - 1
  if (m && !m[1] && m[2]) {
    start = Math.max(0, size - Number(m[2]))
    end = size - 1
  }
  if (!m || Number.isNaN(start) || start >= size || end < start) {
    headers['content-range'] = `bytes */${size}`
    return new Response(null, { status: 416, headers })
  }
  end = Math.min(end, size - 1)
  headers['content-range'] = `bytes ${start}-${end}/${size}`
  return send(206, bytes.subarray(start, end + 1))
}
