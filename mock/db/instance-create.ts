// instance_create as Nexus does it, in one place: check every reference first, then create the
// instance, its disks, interfaces, external addresses and memberships, then start the state
// machine (creating -> starting -> running, or creating -> stopped when `start` is false).
import type { Actor } from './authz'
import { addNic, allocExternal, defaultPool } from './addresses'
import { clock } from './clock'
import { invalidRequest, notFound } from './errors'
import { isUuid, newId } from './ids'
import { assertUnique } from './lookup'
import type { Db } from './store'
import { createDisk } from './disk-create'
import { runInstance } from './transitions'
import type { Schemas as S } from './types'

export const GiB = 1024 ** 3
/** omicron: MAX_DISKS_PER_INSTANCE and MAX_NICS_PER_INSTANCE */
export const MAX_DISKS = 12
export const MAX_NICS = 8

const byNameOrId = <T extends { id: string; name: string }>(list: T[], v: string) =>
  list.find((x) => (isUuid(v) ? x.id === v : x.name === v))

function resolveDisk(
  db: Db,
  project: S['Project'],
  att: S['InstanceDiskAttachment'],
): S['Disk'] | S['DiskCreate'] {
  if (att.type === 'create') {
    const { type: _type, ...create } = att
    return create
  }
  const disk = byNameOrId(
    db.disks.filter((d) => d.project_id === project.id),
    att.name,
  )
  if (!disk) throw notFound('disk', isUuid(att.name) ? { id: att.name } : { name: att.name })
  if (disk.state.state !== 'detached') {
    throw invalidRequest(
      `disk "${disk.name}" is not detached and cannot be attached (state ${disk.state.state})`,
    )
  }
  return disk
}

export function pickPool(db: Db, siloId: string, selector: S['PoolSelector'] | undefined) {
  if (selector?.type === 'explicit') {
    const pool = byNameOrId(db.ipPools, selector.pool)
    const linked =
      pool && db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === siloId)
    if (!pool || !linked)
      throw notFound(
        'ip-pool',
        isUuid(selector.pool) ? { id: selector.pool } : { name: selector.pool },
      )
    return pool
  }
  const pool = defaultPool(db, siloId, selector?.ip_version ?? 'v4')
  if (!pool) throw invalidRequest('no default IP pool is linked to the silo')
  return pool
}

export function createInstance(
  db: Db,
  actor: Actor,
  project: S['Project'],
  body: S['InstanceCreate'],
) {
  assertUnique(
    db.instances.filter((i) => i.project_id === project.id),
    'instance',
    body.name,
  )
  const boot = body.boot_disk ? resolveDisk(db, project, body.boot_disk) : null
  const extra = (body.disks ?? []).map((d) => resolveDisk(db, project, d))
  if ((boot ? 1 : 0) + extra.length > MAX_DISKS)
    throw invalidRequest(`cannot attach more than ${MAX_DISKS} disks to instance`)
  const floating = (body.external_ips ?? []).flatMap((ip) => {
    if (ip.type !== 'floating') return []
    const fip = byNameOrId(
      db.floatingIps.filter((f) => f.project_id === project.id),
      ip.floating_ip,
    )
    if (!fip)
      throw notFound(
        'floating-ip',
        isUuid(ip.floating_ip) ? { id: ip.floating_ip } : { name: ip.floating_ip },
      )
    if (fip.instance_id) throw invalidRequest(`floating IP ${fip.name} is already attached`)
    return [fip]
  })
  const ephemeral = (body.external_ips ?? []).filter((ip) => ip.type === 'ephemeral')
  if (ephemeral.length > 1)
    throw invalidRequest('An instance may not have more than 1 ephemeral IP address')
  const groups = (body.anti_affinity_groups ?? []).map((g) => {
    const found = byNameOrId(
      db.antiAffinityGroups.filter((x) => x.project_id === project.id),
      g,
    )
    if (!found) throw notFound('anti-affinity-group', isUuid(g) ? { id: g } : { name: g })
    return found
  })
  const myKeys = db.sshKeys.filter((k) => k.silo_user_id === actor.user.id)
  const keys =
    body.ssh_public_keys == null
      ? myKeys
      : body.ssh_public_keys.map((k) => {
          const key = byNameOrId(myKeys, k)
          if (!key) throw notFound('ssh-key', isUuid(k) ? { id: k } : { name: k })
          return key
        })
  const nicSpecs = planNics(db, project, body.network_interfaces)

  const time = clock.iso()
  const instance: S['Instance'] = {
    id: newId(),
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    project_id: project.id,
    ncpus: body.ncpus,
    memory: body.memory,
    run_state: 'creating',
    time_created: time,
    time_modified: time,
    time_run_state_updated: time,
    boot_disk_id: null,
    auto_restart_policy: body.auto_restart_policy ?? null,
    auto_restart_enabled: (body.auto_restart_policy ?? null) !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    cpu_platform: body.cpu_platform ?? null,
    enable_jumbo_frames: body.enable_jumbo_frames ?? false,
  }
  db.instances.push(instance)
  const attach = (d: S['Disk'] | S['DiskCreate']) => {
    const disk = 'id' in d ? d : createDisk(db, project, d, 'detached')
    disk.state = { state: 'attached', instance: instance.id }
    disk.time_modified = time
    return disk
  }
  if (boot) instance.boot_disk_id = attach(boot).id
  extra.forEach(attach)
  for (const spec of nicSpecs) addNic(db, instance, spec)
  for (const ip of ephemeral) {
    const pool = pickPool(db, actor.silo.id, ip.pool_selector)
    db.externalIps.push({
      instance_id: instance.id,
      value: { kind: 'ephemeral', ip: allocExternal(db, pool), ip_pool_id: pool.id },
    })
  }
  for (const fip of floating) fip.instance_id = instance.id
  for (const g of groups) db.antiAffinityMembers.push({ group_id: g.id, instance_id: instance.id })
  db.instanceSshKeys[instance.id] = keys.map((k) => k.id)
  runInstance(
    db,
    instance,
    body.start === false ? ['creating', 'stopped'] : ['creating', 'starting', 'running'],
  )
  return instance
}

type NicSpec = Parameters<typeof addNic>[2]

function planNics(
  db: Db,
  project: S['Project'],
  att: S['InstanceNetworkInterfaceAttachment'] | undefined,
): NicSpec[] {
  const type = att?.type ?? 'default_dual_stack'
  if (type === 'none') return []
  const vpcs = db.vpcs.filter((v) => v.project_id === project.id)
  const find = (vpcName: string, subnetName: string) => {
    const vpc = vpcs.find((v) => v.name === vpcName)
    if (!vpc) throw notFound('vpc', { name: vpcName })
    const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === subnetName)
    if (!subnet) throw notFound('vpc-subnet', { name: subnetName })
    return { vpc, subnet }
  }
  if (att?.type === 'create') {
    if (att.params.length > MAX_NICS)
      throw invalidRequest(`cannot have more than ${MAX_NICS} network interfaces`)
    const names = new Set<string>()
    return att.params.map((p) => {
      if (names.has(p.name)) throw invalidRequest(`duplicate network interface name ${p.name}`)
      names.add(p.name)
      const v4 =
        p.ip_config.type === 'v4'
          ? p.ip_config.value
          : p.ip_config.type === 'dual_stack'
            ? p.ip_config.value.v4
            : null
      const ip = v4?.ip.type === 'explicit' ? v4.ip.value : null
      return { ...find(p.vpc_name, p.subnet_name), name: p.name, description: p.description, ip }
    })
  }
  return [{ ...find('default', 'default'), name: 'net0', description: 'Default primary interface' }]
}
