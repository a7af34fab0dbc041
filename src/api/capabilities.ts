// What each resource may do in each state: the spec's section 4 tables, written once. Views,
// commands and the mock platform all read these, so a button can never offer what the mock (or
// the docs) would refuse. Plain data and functions only: the mock imports this file in node.

/** Every instance run state; `destroyed` appears only on badges. */
export const INSTANCE_STATES = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
] as const
export type InstanceRunState = (typeof INSTANCE_STATES)[number]

/** States that resolve by themselves: lists poll while an instance is in one. */
export const INSTANCE_BUSY_STATES = ['creating', 'starting', 'stopping', 'rebooting'] as const

export const isBusy = (runState: string) =>
  (INSTANCE_BUSY_STATES as readonly string[]).includes(runState)

/** Section 4, instance table: the run states in which each action is allowed. */
export const INSTANCE_ACTION_STATES = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
  // omicron: only an instance with no VMM or a settled one (running, rebooting) takes subnets.
  externalSubnet: ['running', 'rebooting', 'stopped'],
} as const satisfies Record<string, readonly InstanceRunState[]>

export type InstanceAction = keyof typeof INSTANCE_ACTION_STATES

// How each action reads in "Only <states> instances can <...>".
const INSTANCE_ACTION_PHRASE: Record<InstanceAction, string> = {
  start: 'be started',
  delete: 'be deleted',
  resize: 'be resized',
  updateBootDisk: 'have their boot disk changed',
  reboot: 'be rebooted',
  stop: 'be stopped',
  detachDisk: 'have disks detached',
  attachDisk: 'have disks attached',
  updateNic: 'have network interfaces changed',
  serialConsole: 'open a serial console',
  addToAffinityGroup: 'be added to an affinity group',
  externalSubnet: 'have external subnets attached or detached',
}

/** Every disk state of nexus.json's DiskState. */
export const DISK_STATES = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
] as const
export type DiskStateName = (typeof DISK_STATES)[number]

/** Section 4, disk table. */
export const DISK_ACTION_STATES = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBoot: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof DISK_ACTION_STATES

const DISK_ACTION_PHRASE: Record<DiskAction, string> = {
  delete: 'be deleted',
  snapshot: 'be snapshotted',
  attach: 'be attached',
  detach: 'be detached',
  setAsBoot: 'be set as the boot disk',
}

const isKnown = (states: readonly string[], state: unknown) =>
  typeof state === 'string' && states.includes(state)

/**
 * Why nothing is offered for a state this console does not know: a newer platform may add
 * states, and what an action does in them is for that platform to say, not for us to guess.
 */
export const unknownStateReason = (what: string, state: unknown) =>
  `The ${what} is in state "${String(state)}", which this console does not know (a newer platform?)`

/** `['a']` -> `a`; `['a', 'b', 'c']` -> `a, b or c`. */
function orList(items: readonly string[]): string {
  const words = items.map((s) => s.replace(/_/g, ' '))
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
}

/** What the instance table reads: an instance row, a detail page's instance, a resolved one. */
export type InstanceLike = { runState: string }
/** What the disk table reads. */
export type DiskLike = { state: { state: string } }

/** A command target that tells an instance's run state (commands' `target` guard). */
export const hasRunState = (t: unknown): t is InstanceLike =>
  typeof t === 'object' && t !== null && typeof (t as { runState?: unknown }).runState === 'string'

/** A command target that tells a disk's state. */
export const hasDiskState = (t: unknown): t is DiskLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { state?: { state?: unknown } }).state?.state === 'string'

const allowedIn = (states: readonly string[], state: string) => states.includes(state)

const buildCan = <A extends string, T>(
  table: Record<A, readonly string[]>,
  stateOf: (x: T) => string,
) =>
  Object.fromEntries(
    Object.entries(table).map(([action, states]) => [
      action,
      (x: T) => allowedIn(states as readonly string[], stateOf(x)),
    ]),
  ) as Record<A, (x: T) => boolean>

/** `instanceCan.stop(instance)`: may this action run in the instance's current state? */
export const instanceCan = buildCan<InstanceAction, InstanceLike>(
  INSTANCE_ACTION_STATES,
  (i) => i.runState,
)

/** `diskCan.delete(disk)`: may this action run in the disk's current state? */
export const diskCan = buildCan<DiskAction, DiskLike>(DISK_ACTION_STATES, (d) => d.state.state)

/**
 * Why the action is unavailable, derived from the table so it always matches it
 * ("Only stopped or failed instances can be started"), or undefined when it is allowed.
 */
export function instanceDisabledReason(
  action: InstanceAction,
  instance: InstanceLike,
): string | undefined {
  if (instanceCan[action](instance)) return undefined
  if (!isKnown(INSTANCE_STATES, instance.runState))
    return unknownStateReason('instance', instance.runState)
  return `Only ${orList(INSTANCE_ACTION_STATES[action])} instances can ${INSTANCE_ACTION_PHRASE[action]}`
}

/** Why the disk action is unavailable ("Only detached or faulted disks can be deleted"). */
export function diskDisabledReason(action: DiskAction, disk: DiskLike): string | undefined {
  if (diskCan[action](disk)) return undefined
  if (!isKnown(DISK_STATES, disk.state.state)) return unknownStateReason('disk', disk.state.state)
  return `Only ${orList(DISK_ACTION_STATES[action])} disks can ${DISK_ACTION_PHRASE[action]}`
}

/** Every snapshot state of nexus.json's SnapshotState. */
export const SNAPSHOT_STATES = ['creating', 'ready', 'faulted', 'destroyed'] as const

/** What the snapshot table reads. */
export type SnapshotLike = { state: string }

/** A command target that tells a snapshot's state (a string, where a disk's is an object). */
export const hasSnapshotState = (t: unknown): t is SnapshotLike =>
  typeof t === 'object' && t !== null && typeof (t as { state?: unknown }).state === 'string'

/** Why no image can be made from the snapshot: only a ready one holds the whole disk. */
export function snapshotImageReason(snapshot: SnapshotLike): string | undefined {
  if (snapshot.state === 'ready') return undefined
  if (!isKnown(SNAPSHOT_STATES, snapshot.state))
    return unknownStateReason('snapshot', snapshot.state)
  return 'Only ready snapshots can be made into an image'
}

/**
 * A failed instance is restarted automatically when auto-restart is enabled and its cooldown
 * has expired or never began (section 4). The mock passes wire strings, the app Dates.
 */
export function instanceAutoRestartEligible(
  instance: {
    runState: string
    autoRestartEnabled: boolean
    autoRestartCooldownExpiration?: Date | string | null
  },
  now: Date = new Date(),
): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const expiry = instance.autoRestartCooldownExpiration
  if (expiry === undefined || expiry === null) return true
  return new Date(expiry).getTime() < now.getTime()
}

/** A sled, as far as its provision policy goes (the API's `Sled` and the mock's row both fit). */
export type SledLike = { policy: { kind: string } }

export const hasSledPolicy = (t: unknown): t is SledLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { policy?: { kind?: unknown } }).policy?.kind === 'string'

/**
 * Why the sled's provision policy cannot be set: only an in-service sled has one; an expunged
 * sled is gone for good (nexus `sled_set_provision_policy` refuses it).
 */
export function sledProvisionPolicyReason(sled: SledLike): string | undefined {
  if (sled.policy.kind === 'in_service') return undefined
  if (sled.policy.kind === 'expunged')
    return 'An expunged sled has no provision policy; it never returns to service'
  return unknownStateReason('sled policy', sled.policy.kind)
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/**
 * A key that sorts system versions as semver does: numeric parts zero-padded, and a release
 * after its pre-releases (`~` sorts after any pre-release character). Build metadata is ignored,
 * as semver's precedence ignores it.
 */
export function versionKey(version: string) {
  const m = SEMVER.exec(version)
  if (!m) return version
  const num = (s: string | undefined) => (s ?? '0').padStart(10, '0')
  return `${num(m[1])}.${num(m[2])}.${num(m[3])}${m[4] ? `-${m[4]}` : '~'}`
}

/**
 * A release (an uploaded repository) as the update page's row hands it to the command: its
 * version and the current target release, when one is set.
 */
export type ReleaseLike = { systemVersion: string; targetVersion?: string | null }

export const hasSystemVersion = (t: unknown): t is ReleaseLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { systemVersion?: unknown }).systemVersion === 'string'

/**
 * Why a release cannot become the target release: it already is, or it is older than the
 * current target (Nexus refuses to go backwards: `target_release_update`).
 */
export function targetReleaseReason({
  systemVersion: version,
  targetVersion: target,
}: ReleaseLike) {
  if (!target) return undefined
  if (version === target) return `${version} is already the target release`
  if (versionKey(version) < versionKey(target))
    return `${version} is older than the target release ${target}; an update never goes back`
  return undefined
}

/** An update's progress: components at the target release over all components. */
export function updateProgress(status: {
  componentsByReleaseVersion: Record<string, number>
  targetRelease?: { version: string } | null
}) {
  const target = status.targetRelease?.version
  const counts = Object.values(status.componentsByReleaseVersion ?? {}).filter(
    (n) => typeof n === 'number' && Number.isFinite(n) && n >= 0,
  )
  const total = counts.reduce((a, b) => a + b, 0)
  const current = target ? (status.componentsByReleaseVersion[target] ?? 0) : 0
  return { target, current, total, done: total > 0 && current >= total }
}

/** A physical disk waiting for adoption, as the inventory lists it: with its request, if any. */
export type UnadoptedDiskLike = { adoptionRequested: boolean }

export const hasAdoptionRequest = (t: unknown): t is UnadoptedDiskLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { adoptionRequested?: unknown }).adoptionRequested === 'boolean'

/** Why adoption cannot be enabled (it already is) or disabled (it is not) for the disk. */
export const enableAdoptionReason = (d: UnadoptedDiskLike) =>
  d.adoptionRequested ? 'Adoption is already enabled for this disk' : undefined
export const disableAdoptionReason = (d: UnadoptedDiskLike) =>
  d.adoptionRequested ? undefined : 'Adoption is not enabled for this disk'

/** A pool–silo link as either side lists it: the pool's silos, or the silo's pools. */
export type PoolSiloLinkLike = { isDefault: boolean }

/** A command target that tells whether a pool–silo link is the silo's default. */
export const hasLinkDefault = (t: unknown): t is PoolSiloLinkLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { isDefault?: unknown }).isDefault === 'boolean'

/** Why a pool can't be made a silo's default: it already is. */
export const makeDefaultReason = (silo: string | undefined, link: PoolSiloLinkLike) =>
  link.isDefault ? `already the default IP pool of silo ${silo ?? 'this silo'}` : undefined

/** An external subnet, as far as its attachment goes (the API's and the mock's rows both fit). */
export type ExternalSubnetLike = { subnetPoolId: string; instanceId?: string | null }

export const hasSubnetAttachment = (t: unknown): t is ExternalSubnetLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { subnetPoolId?: unknown }).subnetPoolId === 'string'

/**
 * Why the external subnet can't take the action: Nexus attaches a detached subnet only, detaches
 * an attached one, and deletes only a detached one.
 */
export function externalSubnetReason(
  action: 'attach' | 'detach' | 'delete',
  subnet: ExternalSubnetLike,
): string | undefined {
  const attached = Boolean(subnet.instanceId)
  if (action === 'detach')
    return attached ? undefined : 'The external subnet is not attached to an instance'
  if (!attached) return undefined
  return action === 'attach'
    ? 'The external subnet is already attached; detach it first'
    : 'Detach the external subnet from its instance before deleting it'
}

/** Why a subnet pool can't be made a silo's default (it is), or cleared as one (it isn't). */
export const subnetPoolDefaultReason = (
  change: 'make' | 'clear',
  silo: string | undefined,
  link: PoolSiloLinkLike,
) =>
  change === 'make'
    ? link.isDefault
      ? `already the default subnet pool of silo ${silo ?? 'this silo'}`
      : undefined
    : link.isDefault
      ? undefined
      : `not the default subnet pool of silo ${silo ?? 'this silo'}`

/** A subnet pool with the number of its members (what its delete depends on). */
export type SubnetPoolMembersLike = { memberCount: number }

export const hasMemberCount = (t: unknown): t is SubnetPoolMembersLike =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as { memberCount?: unknown }).memberCount === 'number'

/** Nexus deletes only an empty subnet pool (no members, hence no subnets allocated). */
export const subnetPoolDeleteReason = (pool: SubnetPoolMembersLike) =>
  pool.memberCount > 0 ? 'Remove the members of the subnet pool before deleting it' : undefined
