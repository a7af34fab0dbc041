// Multicast groups and instances' memberships (db/multicast.ts), and instrumentation probes
// (db/probes.ts). Groups are fleet-wide: any member of a silo reads them; joining and leaving
// change the instance, so they need the collaborator role on its project. Probes live in a
// project like its other resources.
import { canReadProject, requireSiloMember } from '../db/authz'
import { find } from '../db/lookup'
import { groupView, joinGroup, leaveGroup, lookupGroup, memberView } from '../db/multicast'
import { paginate } from '../db/paginate'
import { createProbe, probeInfo } from '../db/probes'
import { alreadyExists, notFound } from '../db/errors'
import { isUuid } from '../db/ids'
import type { Db } from '../db/store'
import type { Actor } from '../db/authz'
import type { HandlerMap } from '../msw/types'

/** Members whose instances the actor may see (another silo's instances stay hidden). */
function visibleMembers(db: Db, actor: Actor, groupId: string) {
  return db.multicastMembers.filter((m) => {
    if (m.multicast_group_id !== groupId) return false
    const instance = db.instances.find((i) => i.id === m.instance_id)
    return instance !== undefined && canReadProject(db, actor, instance.project_id)
  })
}

function lookupProbe(db: Db, projectId: string, ref: string) {
  const probe = db.probes.find(
    (p) => p.project_id === projectId && (isUuid(ref) ? p.value.id === ref : p.value.name === ref),
  )
  if (!probe) throw notFound('probe', isUuid(ref) ? { id: ref } : { name: ref })
  return probe
}

export const multicastProbeHandlers = {
  multicast_group_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    return paginate(
      db.multicastGroups.map((g) => groupView(db, g)),
      query,
    )
  },
  multicast_group_view: ({ db, actor, path }) => {
    requireSiloMember(db, actor)
    return groupView(db, lookupGroup(db, path.multicast_group))
  },
  multicast_group_member_list: ({ db, actor, path, query }) => {
    requireSiloMember(db, actor)
    const group = lookupGroup(db, path.multicast_group)
    return paginate(
      visibleMembers(db, actor, group.id).map((m) => memberView(db, m)),
      query,
      'id_ascending',
    )
  },
  instance_multicast_group_list: (ctx) => {
    const instance = find.instance(ctx)
    const members = ctx.db.multicastMembers.filter((m) => m.instance_id === instance.id)
    return paginate(
      members.map((m) => memberView(ctx.db, m)),
      ctx.query,
      'id_ascending',
    )
  },
  instance_multicast_group_join: (ctx) => {
    const instance = find.instance(ctx, { need: 'collaborator' })
    const silo = ctx.db.projectSilo[instance.project_id] ?? ''
    const member = joinGroup(ctx.db, silo, instance, ctx.path.multicast_group, ctx.body)
    return memberView(ctx.db, member)
  },
  instance_multicast_group_leave: (ctx) => {
    const instance = find.instance(ctx, { need: 'collaborator' })
    leaveGroup(ctx.db, lookupGroup(ctx.db, ctx.path.multicast_group), instance.id)
  },

  probe_list: (ctx) => {
    const project = find.project(ctx)
    const rows = ctx.db.probes.filter((p) => p.project_id === project.id)
    return paginate(rows.map(probeInfo), ctx.query)
  },
  probe_view: (ctx) => {
    const project = find.project(ctx)
    return probeInfo(lookupProbe(ctx.db, project.id, ctx.path.probe))
  },
  probe_create: (ctx) => {
    const project = find.project(ctx, { need: 'collaborator' })
    if (ctx.db.probes.some((p) => p.project_id === project.id && p.value.name === ctx.body.name))
      throw alreadyExists('probe', ctx.body.name)
    const probe = createProbe(ctx.db, project, ctx.body)
    ctx.db.probes.push(probe)
    return probe.value
  },
  probe_delete: (ctx) => {
    const project = find.project(ctx, { need: 'collaborator' })
    const probe = lookupProbe(ctx.db, project.id, ctx.path.probe)
    ctx.db.probes = ctx.db.probes.filter((p) => p !== probe)
  },
} satisfies HandlerMap
