// Instances across every run state, each with a boot disk, a primary interface in the project's
// default VPC, and (when running) the external addresses the platform gives it.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { addNic, allocExternal, defaultPool } from '../db/addresses'
import { daysAgo } from '../db/clock'
import { newId } from '../db/ids'
import { provisionableSleds } from '../db/placement'
import { GiB, ident, named } from './util'

type Spec = [name: string, state: S['InstanceState'], ncpus: number, memGiB: number, image: string]

const DEMO: Spec[] = [
  ['web-1', 'running', 4, 8, 'ubuntu-24-04'],
  ['web-2', 'running', 4, 8, 'ubuntu-24-04'],
  ['web-3', 'stopped', 4, 8, 'ubuntu-24-04'],
  ['api-1', 'running', 8, 16, 'app-base'],
  ['api-2', 'starting', 8, 16, 'app-base'],
  ['db-primary', 'running', 16, 64, 'debian-12'],
  ['db-replica', 'rebooting', 16, 64, 'debian-12'],
  ['cache-1', 'running', 2, 16, 'debian-12'],
  ['cache-2', 'stopping', 2, 16, 'debian-12'],
  ['worker-1', 'running', 8, 32, 'app-base'],
  ['worker-2', 'running', 8, 32, 'app-base'],
  ['worker-3', 'stopped', 8, 32, 'app-base'],
  ['worker-4', 'failed', 8, 32, 'app-base'],
  ['ci-runner-1', 'creating', 16, 32, 'ubuntu-24-04'],
  ['ci-runner-2', 'migrating', 16, 32, 'ubuntu-24-04'],
  ['bastion', 'running', 1, 1, 'alpine-3-20'],
  ['monitoring', 'running', 4, 16, 'debian-12'],
  ['grafana', 'stopped', 2, 4, 'debian-12'],
  ['build-cache', 'repairing', 4, 8, 'ubuntu-24-04'],
  ['log-shipper', 'failed', 2, 4, 'alpine-3-20'],
  ['queue-1', 'running', 4, 8, 'debian-12'],
  ['search-1', 'running', 8, 32, 'ubuntu-24-04'],
  ['vault', 'stopped', 2, 4, 'debian-12'],
  ['etcd-1', 'running', 2, 4, 'fedora-40'],
  ['etcd-2', 'running', 2, 4, 'fedora-40'],
  ['etcd-3', 'running', 2, 4, 'fedora-40'],
  ['scratch', 'stopped', 1, 2, 'alpine-3-20'],
  ['legacy-app', 'failed', 2, 8, 'debian-12'],
]

const OTHERS: [project: string, Spec][] = [
  ['web', ['edge-proxy-1', 'running', 4, 8, 'debian-12']],
  ['web', ['edge-proxy-2', 'running', 4, 8, 'debian-12']],
  ['web', ['blog', 'stopped', 2, 4, 'ubuntu-24-04']],
  ['data', ['warehouse', 'running', 32, 256, 'ubuntu-24-04']],
  ['data', ['etl-1', 'running', 8, 32, 'ubuntu-24-04']],
  ['data', ['notebook', 'stopped', 4, 16, 'fedora-40']],
  ['infra', ['dns-1', 'running', 2, 2, 'alpine-3-20']],
  ['infra', ['ntp', 'running', 1, 1, 'alpine-3-20']],
  ['ci', ['runner-arm-1', 'stopped', 16, 32, 'ubuntu-24-04']],
]

/** States in which an instance occupies a sled (and has its SNAT address). */
const ON_SLED: S['InstanceState'][] = [
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
  'repairing',
]

function seedOne(
  db: Db,
  project: S['Project'],
  [name, state, ncpus, mem, imageName]: Spec,
  i: number,
) {
  const image = db.images.find(
    (im) => im.name === imageName && (im.project_id == null || im.project_id === project.id),
  )
  if (!image) throw new Error(`seed: no image ${imageName}`)
  const age = 150 - i * 4
  const bootId = newId()
  const failed = state === 'failed'
  const instance: S['Instance'] = {
    ...ident(name, `${name.replace(/-\d+$/, '')} ${failed ? '(needs attention)' : 'server'}`, age),
    project_id: project.id,
    hostname: name,
    ncpus,
    memory: mem * GiB,
    run_state: state,
    time_run_state_updated: daysAgo(state === 'running' ? age / 3 : 0.02 + i / 100),
    boot_disk_id: bootId,
    // log-shipper is eligible for automatic restart; legacy-app opted out.
    auto_restart_enabled: name !== 'legacy-app',
    auto_restart_policy:
      name === 'legacy-app' ? 'never' : name === 'worker-4' ? 'best_effort' : null,
    auto_restart_cooldown_expiration:
      name === 'worker-4' ? daysAgo(-0.01) : name === 'log-shipper' ? daysAgo(0.5) : null,
    time_last_auto_restarted: name === 'worker-4' ? daysAgo(0.03) : null,
    cpu_platform: null,
    enable_jumbo_frames: false,
  }
  db.instances.push(instance)
  db.disks.push({
    ...ident(`${name}-boot`, `Boot disk of ${name}`, age),
    id: bootId,
    project_id: project.id,
    size: Math.max(image.size, (ncpus >= 16 ? 200 : 40) * GiB),
    block_size: image.block_size,
    device_path: `/mnt/${name}-boot`,
    disk_type: 'distributed',
    image_id: image.id,
    snapshot_id: null,
    read_only: false,
    state: { state: 'attached', instance: instance.id },
  })
  const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === 'default')
  const subnet = vpc && db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === 'default')
  if (!vpc || !subnet) throw new Error(`seed: project ${project.name} has no default subnet`)
  addNic(db, instance, { vpc, subnet, name: 'net0', description: 'Primary interface' })

  if (ON_SLED.includes(state)) {
    const sleds = provisionableSleds(db)
    const sled = sleds[i % sleds.length]
    if (sled) db.instanceSled[instance.id] = sled.id
    const pool = defaultPool(db, db.projectSilo[project.id] ?? '')
    if (pool) {
      const ip = allocExternal(db, pool)
      const first = (i % 4) * 16384
      db.externalIps.push({
        instance_id: instance.id,
        value: {
          kind: 'snat',
          ip,
          ip_pool_id: pool.id,
          first_port: first,
          last_port: first + 16383,
        },
      })
      if (i % 3 === 0) {
        db.externalIps.push({
          instance_id: instance.id,
          value: { kind: 'ephemeral', ip: allocExternal(db, pool), ip_pool_id: pool.id },
        })
      }
    }
  }
  return instance
}

export function seedInstances(db: Db) {
  const demo = named(db.projects, 'demo')
  DEMO.forEach((spec, i) => seedOne(db, demo, spec, i))
  OTHERS.forEach(([project, spec], i) =>
    seedOne(db, named(db.projects, project), spec, DEMO.length + i),
  )

  // db-primary has a data disk on the backend VPC's db subnet as a second interface.
  const primary = named(db.instances, 'db-primary')
  const backend = db.vpcs.find((v) => v.project_id === demo.id && v.name === 'backend')
  const dbNet = backend && db.vpcSubnets.find((s) => s.vpc_id === backend.id && s.name === 'db')
  if (backend && dbNet) {
    addNic(db, primary, {
      vpc: backend,
      subnet: dbNet,
      name: 'net1',
      description: 'Replication network',
    })
  }
}
