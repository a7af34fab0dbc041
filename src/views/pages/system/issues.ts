// Fleet health, derived from what the API reports: sleds that are expunged, not provisionable or
// decommissioned; physical disks not in service and active; failed instances (and whether
// auto-restart will retry them) and instances stuck in a busy state; IP pools over 90 % used;
// silos at or over a quota; failed alert deliveries.
import { INSTANCE_BUSY_STATES } from '@/api/capabilities'
import type { HealthDelivery, HealthInstance, HealthPool } from '@/api/fleet-health'
import type { PhysicalDisk, Sled } from '@/api/generated/schemas'
import { restartOutlook } from '../instance/restart-outlook'

export type IssueKind =
  'sled' | 'physical disk' | 'instance' | 'ip pool' | 'silo' | 'alert delivery'

export type Issue = {
  key: string
  kind: IssueKind
  id: string
  /** sled serial, disk model + serial, a resource's name */
  name: string
  problem: string
  severity: 'error' | 'warning'
  /** when the resource last changed, where the API says */
  since?: Date
  sledId?: string
  /** where the resource is: `silo / project` for an instance */
  where?: string
  /** for an instance in the viewer's own silo: its project (its commands need it) */
  project?: string
  /** a failed instance's run state, for the start command's availability */
  runState?: string
  /** a failed delivery's alert and receiver, to send it again */
  resend?: { alertId: string; receiver: string }
}

export function sledIssues(sleds: Sled[]): Issue[] {
  return sleds.flatMap((s): Issue[] => {
    const base = {
      kind: 'sled' as const,
      id: s.id,
      name: s.baseboard.serial,
      since: s.timeModified,
      sledId: s.id,
    }
    if (s.policy.kind === 'expunged')
      return [{ ...base, key: `sled-${s.id}`, problem: 'expunged', severity: 'error' }]
    if (s.state !== 'active')
      return [{ ...base, key: `sled-${s.id}`, problem: `state ${s.state}`, severity: 'error' }]
    if (s.policy.provisionPolicy !== 'provisionable')
      return [{ ...base, key: `sled-${s.id}`, problem: 'not provisionable', severity: 'warning' }]
    return []
  })
}

export function diskIssues(disks: PhysicalDisk[]): Issue[] {
  return disks.flatMap((d): Issue[] => {
    const problems = [
      d.policy.kind !== 'in_service' ? `policy ${d.policy.kind}` : undefined,
      d.state !== 'active' ? `state ${d.state}` : undefined,
    ].filter((p): p is string => !!p)
    if (!problems.length) return []
    return [
      {
        key: `disk-${d.id}`,
        kind: 'physical disk',
        id: d.id,
        name: `${d.model} ${d.serial}`,
        problem: problems.join(', '),
        severity: 'error',
        since: d.timeModified,
        sledId: d.sledId ?? undefined,
      },
    ]
  })
}

/** A busy state held longer than this is stuck (a start or stop takes seconds). */
export const STUCK_AFTER_MS = 10 * 60_000

/** `12 min`, `5 h`, `3 days`: how long a state has been held, to the unit that reads best. */
export function heldFor(ms: number) {
  const min = Math.round(ms / 60_000)
  if (min < 120) return `${min} min`
  const h = Math.round(min / 60)
  return h < 48 ? `${h} h` : `${Math.round(h / 24)} days`
}

export function instanceIssues(instances: HealthInstance[], now = new Date()): Issue[] {
  return instances.flatMap((i): Issue[] => {
    const base = {
      key: `instance-${i.id}`,
      kind: 'instance' as const,
      id: i.id,
      name: i.name,
      since: i.timeModified,
      where: [i.silo, i.project].filter(Boolean).join(' / ') || undefined,
      project: i.own ? i.project : undefined,
      runState: i.runState,
    }
    if (i.runState === 'failed') {
      const outlook =
        i.autoRestartEnabled === undefined
          ? 'auto-restart not visible from this silo'
          : restartOutlook(
              {
                runState: i.runState,
                autoRestartEnabled: i.autoRestartEnabled,
                autoRestartCooldownExpiration: i.autoRestartCooldownExpiration,
              },
              now,
            )
      return [{ ...base, problem: `failed; ${outlook}`, severity: 'error' }]
    }
    const held = now.getTime() - i.timeModified.getTime()
    if ((INSTANCE_BUSY_STATES as readonly string[]).includes(i.runState) && held > STUCK_AFTER_MS)
      return [{ ...base, problem: `stuck ${i.runState} for ${heldFor(held)}`, severity: 'warning' }]
    return []
  })
}

/** The share of a pool's addresses in use from which it is an issue. */
export const POOL_FULL_SHARE = 0.9

export function poolIssues(pools: HealthPool[]): Issue[] {
  return pools.flatMap((p): Issue[] => {
    if (!(p.capacity > 0)) return []
    const used = (p.capacity - p.remaining) / p.capacity
    if (used < POOL_FULL_SHARE) return []
    const pct = Math.min(100, Math.floor(used * 100))
    return [
      {
        key: `pool-${p.id}`,
        kind: 'ip pool',
        id: p.id,
        name: p.name,
        problem: p.remaining <= 0 ? 'no addresses left' : `${pct} % of addresses used`,
        severity: p.remaining <= 0 ? 'error' : 'warning',
        since: p.since,
      },
    ]
  })
}

type Counts = { cpus: number; memory: number; storage: number }
export type SiloUse = { id: string; name: string; provisioned: Counts; allocated: Counts }

const RESOURCES = [
  ['cpus', 'vCPU'],
  ['memory', 'memory'],
  ['storage', 'storage'],
] as const

export function siloIssues(silos: SiloUse[]): Issue[] {
  return silos.flatMap((s): Issue[] => {
    const over = RESOURCES.filter(([k]) => s.provisioned[k] > s.allocated[k])
    // A quota of 0 with nothing provisioned allows none and uses none: not at a limit.
    const at = RESOURCES.filter(([k]) => s.allocated[k] > 0 && s.provisioned[k] === s.allocated[k])
    if (!over.length && !at.length) return []
    const problem = [
      over.length ? `over its ${over.map(([, w]) => w).join(', ')} quota` : '',
      at.length ? `at its ${at.map(([, w]) => w).join(', ')} quota` : '',
    ]
      .filter(Boolean)
      .join('; ')
    return [
      {
        key: `silo-${s.id}`,
        kind: 'silo',
        id: s.id,
        name: s.name,
        problem,
        severity: over.length ? 'error' : 'warning',
      },
    ]
  })
}

export function deliveryIssues(deliveries: HealthDelivery[]): Issue[] {
  return deliveries.map((d) => ({
    key: `delivery-${d.id}`,
    kind: 'alert delivery',
    id: d.id,
    name: d.alertClass,
    where: `receiver ${d.receiver}`,
    problem: `failed after ${d.attempts} ${d.attempts === 1 ? 'attempt' : 'attempts'}`,
    severity: 'warning',
    since: d.since,
    resend: { alertId: d.alertId, receiver: d.receiver },
  }))
}
