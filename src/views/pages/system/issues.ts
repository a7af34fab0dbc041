// Hardware issues derived from the inventory: sleds that are expunged, not provisionable or
// decommissioned, and physical disks that are not in service and active.
import type { PhysicalDisk, Sled } from '@/api/generated/schemas'

export type Issue = {
  key: string
  kind: 'sled' | 'physical disk'
  id: string
  /** sled serial, disk model + serial */
  name: string
  problem: string
  severity: 'error' | 'warning'
  since: Date
  sledId?: string
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
