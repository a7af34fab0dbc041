// What deleting an instance releases: disks detach, interfaces and ephemeral/SNAT addresses go,
// floating IPs and external subnets stay in the project unattached, group memberships (multicast
// too) end.
import { cancelTransitions } from './transitions'
import { leaveAllGroups } from './multicast'
import type { Db } from './store'
import type { Schemas as S } from './types'

export function detachEverything(db: Db, instance: S['Instance']) {
  cancelTransitions(db, instance.id)
  leaveAllGroups(db, instance.id)
  for (const d of db.disks) {
    if ('instance' in d.state && d.state.instance === instance.id) d.state = { state: 'detached' }
  }
  for (const f of db.floatingIps) if (f.instance_id === instance.id) f.instance_id = null
  for (const x of db.externalSubnets) if (x.instance_id === instance.id) x.instance_id = null
  db.networkInterfaces = db.networkInterfaces.filter((n) => n.instance_id !== instance.id)
  db.externalIps = db.externalIps.filter((e) => e.instance_id !== instance.id)
  db.affinityMembers = db.affinityMembers.filter((m) => m.instance_id !== instance.id)
  db.antiAffinityMembers = db.antiAffinityMembers.filter((m) => m.instance_id !== instance.id)
  delete db.instanceSshKeys[instance.id]
  delete db.instanceSled[instance.id]
}
