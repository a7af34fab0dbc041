// Floating IPs and the affinity and anti-affinity groups of the demo project.
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { allocExternal } from '../db/addresses'
import { ident, named } from './util'

export function seedFloatingIps(db: Db) {
  const fip = (
    project: string,
    name: string,
    pool: string,
    instance: string | null,
    description: string,
  ) => {
    const p = named(db.ipPools, pool)
    db.floatingIps.push({
      ...ident(name, description, 70),
      project_id: named(db.projects, project).id,
      ip_pool_id: p.id,
      ip: allocExternal(db, p),
      instance_id: instance ? named(db.instances, instance).id : null,
    })
  }
  fip('demo', 'web-lb', 'default', 'web-1', 'Public address of the shop')
  fip('demo', 'api-v6', 'public-v6', 'api-1', 'IPv6 ingress for the API')
  fip('demo', 'spare-ip', 'default', null, 'Reserved for the next release')
  fip('web', 'www', 'default', 'edge-proxy-1', 'www.example.com')
  fip('web', 'www-v6', 'public-v6', 'edge-proxy-1', 'www.example.com (AAAA)')
}

export function seedAffinity(db: Db) {
  const demo = named(db.projects, 'demo')
  const group = (name: string, description: string, policy: S['AffinityPolicy']) => ({
    ...ident(name, description, 50),
    project_id: demo.id,
    policy,
    failure_domain: 'sled' as const,
  })
  const anti = [
    group('etcd-spread', 'Keep the etcd quorum on separate sleds', 'fail'),
    group('web-spread', 'Spread the web tier when possible', 'allow'),
  ]
  const aff = [group('db-pair', 'Keep the database and its cache close', 'allow')]
  db.antiAffinityGroups.push(...anti)
  db.affinityGroups.push(...aff)
  const add = (list: Db['affinityMembers'], g: { id: string }, names: string[]) =>
    names.forEach((n) => list.push({ group_id: g.id, instance_id: named(db.instances, n).id }))
  add(db.antiAffinityMembers, named(anti, 'etcd-spread'), ['etcd-1', 'etcd-2', 'etcd-3'])
  add(db.antiAffinityMembers, named(anti, 'web-spread'), ['web-1', 'web-2', 'web-3'])
  add(db.affinityMembers, named(aff, 'db-pair'), ['db-primary', 'cache-1'])
}
