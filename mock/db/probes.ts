// Instrumentation probes: a named network presence on a sled, with an interface in the project's
// default VPC subnet and external addresses (an ephemeral one from the pool the selector names,
// and SNAT ports), as Nexus builds them for `probe_create`.
import { allocExternal, allocPrivate, defaultPool } from './addresses'
import { clock } from './clock'
import { invalidRequest, notFound } from './errors'
import { isUuid, newId } from './ids'
import type { Db } from './store'
import type { Schemas as S } from './types'

type ProbeRow = Db['probes'][number]

/** The pool a probe's address comes from: the named one (linked to the silo), or the default. */
function poolFor(db: Db, siloId: string, selector: S['PoolSelector'] | undefined) {
  if (selector?.type === 'explicit') {
    const value = selector.pool
    const pool = db.ipPools.find((p) => (isUuid(value) ? p.id === value : p.name === value))
    const linked =
      pool && db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === siloId)
    if (!pool || !linked) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
    return pool
  }
  const version = selector?.ip_version ?? 'v4'
  const pool = defaultPool(db, siloId, version)
  if (!pool) throw invalidRequest(`the silo has no default ${version} IP pool`)
  return pool
}

export function createProbe(
  db: Db,
  project: S['Project'],
  body: Omit<S['ProbeCreate'], 'pool_selector'> & { pool_selector?: S['PoolSelector'] },
  time = clock.iso(),
): ProbeRow {
  const sled = db.sleds.find((s) => s.id === body.sled)
  if (!sled) throw notFound('sled', { id: body.sled })
  if (sled.policy.kind !== 'in_service')
    throw invalidRequest(`sled ${body.sled} is not in service; a probe needs a running sled`)
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === 'default')
  const subnet = vpc && db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === 'default')
  if (!vpc || !subnet)
    throw invalidRequest(`project ${project.name} has no default VPC subnet for probes`)
  const pool = poolFor(db, db.projectSilo[project.id] ?? '', body.pool_selector)
  const id = newId()
  const h = id.replace(/-/g, '').toUpperCase()
  const ephemeral = allocExternal(db, pool)
  const snat = allocExternal(db, pool)
  return {
    project_id: project.id,
    subnet_id: subnet.id,
    value: {
      id,
      name: body.name,
      description: body.description,
      sled: sled.id,
      time_created: time,
      time_modified: time,
    },
    nic: {
      id: newId(),
      name: `${body.name}-net0`.slice(0, 63),
      kind: { type: 'probe', id },
      ip_config: {
        type: 'v4',
        value: { ip: allocPrivate(db, subnet), subnet: subnet.ipv4_block, transit_ips: [] },
      },
      mac: `A8:40:25:F${h.slice(0, 1)}:${h.slice(1, 3)}:${h.slice(3, 5)}`,
      primary: true,
      slot: 0,
      vni: 100 + db.vpcs.indexOf(vpc),
    },
    external_ips: [
      { kind: 'ephemeral', ip: ephemeral, first_port: 0, last_port: 65535 },
      { kind: 'snat', ip: snat, first_port: 0, last_port: 16383 },
    ],
  }
}

/** The list and view shape: the probe with its interface and addresses. */
export const probeInfo = (p: ProbeRow): S['ProbeInfo'] => ({
  id: p.value.id,
  name: p.value.name,
  sled: p.value.sled,
  interface: p.nic,
  external_ips: p.external_ips,
})
