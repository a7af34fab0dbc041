// Silos, users, groups and the role policies at fleet, silo and project level. The users agreed
// with the team: `ops-admin` (silo admin and fleet admin), `dev-user` (collaborator on project
// `demo` only, not a fleet viewer) and `no-groups` (no groups, no roles anywhere).
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { GiB, TiB, ident, times } from './util'

function idOf(list: { id: string; display_name: string }[], name: string) {
  const found = list.find((x) => x.display_name === name)
  if (!found) throw new Error(`seed: no identity ${name}`)
  return found.id
}

const user = (silo: S['Silo'], name: string, ageDays: number): S['User'] => ({
  id: seedId(),
  display_name: name,
  silo_id: silo.id,
  ...times(ageDays),
})

const group = (silo: S['Silo'], name: string, ageDays: number): S['Group'] => ({
  id: seedId(),
  display_name: name,
  silo_id: silo.id,
  ...times(ageDays),
})

export function seedIdentity(db: Db) {
  const corp: S['Silo'] = {
    ...ident('corp', 'Corporate engineering silo', 400),
    discoverable: true,
    identity_mode: 'local_only',
    admin_group_name: 'platform-admins',
    mapped_fleet_roles: {},
  }
  const research: S['Silo'] = {
    ...ident('research', 'Research lab, federated through the lab IdP', 210),
    discoverable: true,
    identity_mode: 'saml_jit',
    admin_group_name: 'lab-admins',
    mapped_fleet_roles: { admin: ['viewer'] },
  }
  db.silos.push(corp, research)
  db.siloQuotas.push(
    { silo_id: corp.id, cpus: 512, memory: 2 * TiB, storage: 40 * TiB },
    { silo_id: research.id, cpus: 128, memory: 512 * GiB, storage: 10 * TiB },
  )

  const corpUsers = ['ops-admin', 'dev-user', 'no-groups', 'maria-ops', 'sam-data', 'lee-web']
  corpUsers.forEach((n, i) => db.users.push(user(corp, n, 380 - i * 30)))
  for (const n of ['rosalind', 'alan-t']) db.users.push(user(research, n, 200))
  const corpGroups = ['platform-admins', 'web-team', 'data-team', 'contractors']
  corpGroups.forEach((n, i) => db.groups.push(group(corp, n, 390 - i * 20)))
  for (const n of ['lab-admins', 'researchers']) db.groups.push(group(research, n, 205))

  const u = (name: string) => idOf(db.users, name)
  const g = (name: string) => idOf(db.groups, name)
  const member = (gname: string, unames: string[]) =>
    unames.forEach((un) => db.groupMembers.push({ group_id: g(gname), user_id: u(un) }))
  member('platform-admins', ['ops-admin', 'maria-ops'])
  member('web-team', ['lee-web'])
  member('data-team', ['sam-data'])
  member('contractors', ['dev-user'])
  member('lab-admins', ['rosalind'])
  member('researchers', ['rosalind', 'alan-t'])

  db.fleetPolicy = {
    role_assignments: [
      { identity_id: u('ops-admin'), identity_type: 'silo_user', role_name: 'admin' },
      { identity_id: g('platform-admins'), identity_type: 'silo_group', role_name: 'viewer' },
    ],
  }
  db.siloPolicies[corp.id] = {
    role_assignments: [
      { identity_id: u('ops-admin'), identity_type: 'silo_user', role_name: 'admin' },
      { identity_id: g('platform-admins'), identity_type: 'silo_group', role_name: 'admin' },
      { identity_id: g('web-team'), identity_type: 'silo_group', role_name: 'collaborator' },
      { identity_id: g('data-team'), identity_type: 'silo_group', role_name: 'viewer' },
    ],
  }
  db.siloPolicies[research.id] = {
    role_assignments: [
      { identity_id: g('lab-admins'), identity_type: 'silo_group', role_name: 'admin' },
      { identity_id: g('researchers'), identity_type: 'silo_group', role_name: 'collaborator' },
    ],
  }

  db.samlIdps.push({
    silo_id: research.id,
    value: {
      ...ident('lab-okta', 'Okta tenant of the research lab', 200),
      acs_url: 'https://research.sys.rack.example.com/login/research/saml/lab-okta',
      slo_url: 'https://lab.okta.example.com/app/oxide/slo/saml',
      idp_entity_id: 'http://www.okta.com/exk1lab0oxide',
      sp_client_id: 'oxide-research',
      technical_contact_email: 'it-lab@example.com',
      group_attribute_name: 'groups',
      public_cert: null,
    },
  })

  const ops = u('ops-admin')
  db.sshKeys.push(
    {
      ...ident('laptop', 'Work laptop', 120),
      silo_user_id: ops,
      public_key:
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq0mX3ZsQ7vK8cTzq1nL2bW5yR9dE4fG6hJ8kM0pN2s ops-admin@laptop',
    },
    {
      ...ident('yubikey', 'Hardware key for break-glass access', 60),
      silo_user_id: ops,
      public_key:
        'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAIK3fR7uW9xY2zB4cD6eF8gH0iJ2kL4mN6oP8qR0sT2uVAAAABHNzaDo= ops-admin@yubikey',
    },
  )
  db.accessTokens.push(
    { user_id: ops, value: { id: seedId(), time_created: daysAgo(30), time_expires: null } },
    { user_id: ops, value: { id: seedId(), time_created: daysAgo(2), time_expires: daysAgo(-88) } },
  )
  db.sessions.push({
    user_id: ops,
    value: { id: seedId(), time_created: daysAgo(1), time_last_used: daysAgo(0.01) },
  })
}
