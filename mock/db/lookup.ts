// Selectors as Nexus parses them: a resource is named by UUID alone, or by name plus its parent
// (project for project resources, vpc + project for VPC children, router for routes).
// Messages follow nexus/src/app/*.rs lookups.
import type { Actor } from './authz'
import { canReadProject, requireProject, requireSiloMember } from './authz'
import { alreadyExists, invalidRequest, notFound } from './errors'
import { isUuid } from './ids'
import type { Db } from './store'
import type { Schemas as S } from './types'

type Level = 'admin' | 'collaborator' | 'viewer'

const by = (v: string) => (isUuid(v) ? { id: v } : { name: v })

export function lookupProject(
  db: Db,
  actor: Actor,
  project: string | undefined,
  need: Level = 'viewer',
) {
  if (!project) throw invalidRequest('project must be specified')
  const p = db.projects.find(
    (x) =>
      (isUuid(project) ? x.id === project : x.name === project) &&
      db.projectSilo[x.id] === actor.silo.id,
  )
  requireSiloMember(db, actor)
  if (!p) throw notFound('project', by(project))
  requireProject(db, actor, p, need, by(project))
  return p
}

/** A resource owned by a project (instance, disk, snapshot, image, vpc, floating IP, group). */
export function lookupInProject<T extends { id: string; name: string; project_id?: string | null }>(
  db: Db,
  actor: Actor,
  list: T[],
  type: string,
  value: string,
  project: string | undefined,
  need: Level = 'viewer',
): T {
  if (isUuid(value)) {
    if (project)
      throw invalidRequest(`when providing ${type} as an ID project should not be specified`)
    requireSiloMember(db, actor)
    const found = list.find((x) => x.id === value)
    if (!found || !found.project_id || !canReadProject(db, actor, found.project_id))
      throw notFound(type, { id: value })
    const p = db.projects.find((x) => x.id === found.project_id)
    if (p) requireProject(db, actor, p, need, { id: p.id })
    return found
  }
  if (!project) throw invalidRequest(`${type} should either be UUID or project should be specified`)
  const p = lookupProject(db, actor, project, need)
  const found = list.find((x) => x.name === value && x.project_id === p.id)
  if (!found) throw notFound(type, { name: value })
  return found
}

export const lookupVpc = (
  db: Db,
  actor: Actor,
  vpc: string | undefined,
  project: string | undefined,
  need: Level = 'viewer',
) => {
  if (!vpc) throw invalidRequest('vpc must be specified')
  return lookupInProject(db, actor, db.vpcs, 'vpc', vpc, project, need)
}

/** A VPC child (subnet, router, firewall rules, internet gateway): by id, or name + vpc. */
export function lookupInVpc<T extends { id: string; name: string; vpc_id: string }>(
  db: Db,
  actor: Actor,
  list: T[],
  type: string,
  value: string,
  sel: { vpc?: string; project?: string },
  need: Level = 'viewer',
): T {
  if (isUuid(value)) {
    if (sel.vpc) throw invalidRequest(`when providing ${type} as an ID vpc should not be specified`)
    const found = list.find((x) => x.id === value)
    const vpc = found && db.vpcs.find((v) => v.id === found.vpc_id)
    if (!found || !vpc) throw notFound(type, { id: value })
    lookupInProject(db, actor, db.vpcs, 'vpc', vpc.id, undefined, need)
    return found
  }
  if (!sel.vpc) throw invalidRequest(`${type} should either be UUID or vpc should be specified`)
  const vpc = lookupVpc(db, actor, sel.vpc, sel.project, need)
  const found = list.find((x) => x.name === value && x.vpc_id === vpc.id)
  if (!found) throw notFound(type, { name: value })
  return found
}

export function lookupRouter(
  db: Db,
  actor: Actor,
  router: string | undefined,
  sel: { vpc?: string; project?: string },
  need: Level = 'viewer',
) {
  if (!router) throw invalidRequest('router must be specified')
  return lookupInVpc(db, actor, db.vpcRouters, 'vpc-router', router, sel, need)
}

/** What a finder reads from a handler's context: the request's path and query selectors. */
export type FindCtx = {
  db: Db
  actor: Actor
  path?: { readonly [param: string]: string | undefined }
  query?: { readonly [param: string]: string | undefined }
}

export type FindOpts = {
  /** the role the actor needs on the owning project; viewer unless given */
  need?: Level
  /** the name or id when the handler has it from elsewhere (the body, another resource) */
  value?: string
  /**
   * The project selector when it is not the request's `query.project`. Given as `undefined`, there
   * is none (the value is an id): see `inProjectOf`.
   */
  project?: string
}

/**
 * A name or id from the body, looked up in the project of the resource it goes with (a disk
 * named in an attach, in the instance's project); an id needs no project.
 */
export const inProjectOf = (
  value: string,
  owner: { project_id: string },
  need?: Level,
): FindOpts => ({
  value,
  project: isUuid(value) ? undefined : owner.project_id,
  ...(need ? { need } : {}),
})

/** The value a finder looks up: explicit, else the request's path or query parameter. */
function valueOf(ctx: FindCtx, param: string, opts: FindOpts): string {
  const value = 'value' in opts ? opts.value : (ctx.path?.[param] ?? ctx.query?.[param])
  if (value === undefined) throw invalidRequest(`${param} must be specified`)
  return value
}

const inProject =
  <T extends { id: string; name: string; project_id?: string | null }>(
    list: (db: Db) => T[],
    type: string,
    param: string,
  ) =>
  (ctx: FindCtx, opts: FindOpts = {}): T =>
    lookupInProject(
      ctx.db,
      ctx.actor,
      list(ctx.db),
      type,
      valueOf(ctx, param, opts),
      'project' in opts ? opts.project : ctx.query?.project,
      opts.need,
    )

const inVpc =
  <T extends { id: string; name: string; vpc_id: string }>(
    list: (db: Db) => T[],
    type: string,
    param: string,
  ) =>
  (ctx: FindCtx, opts: FindOpts = {}): T =>
    lookupInVpc(
      ctx.db,
      ctx.actor,
      list(ctx.db),
      type,
      valueOf(ctx, param, opts),
      { vpc: ctx.query?.vpc, project: ctx.query?.project },
      opts.need,
    )

/**
 * The resource a request names, found as Nexus finds it: `find.disk(ctx, { need: 'collaborator' })`
 * reads `path.disk` (or `query.disk`) and `query.project` from the handler's context.
 */
export const find = {
  project: (ctx: FindCtx, opts: FindOpts = {}) =>
    lookupProject(
      ctx.db,
      ctx.actor,
      'value' in opts ? opts.value : (ctx.path?.project ?? ctx.query?.project),
      opts.need,
    ),
  instance: inProject((db) => db.instances, 'instance', 'instance'),
  disk: inProject((db) => db.disks, 'disk', 'disk'),
  snapshot: inProject((db) => db.snapshots, 'snapshot', 'snapshot'),
  image: inProject((db) => db.images, 'image', 'image'),
  floatingIp: inProject((db) => db.floatingIps, 'floating-ip', 'floating_ip'),
  vpc: inProject((db) => db.vpcs, 'vpc', 'vpc'),
  subnet: inVpc((db) => db.vpcSubnets, 'vpc-subnet', 'subnet'),
  router: inVpc((db) => db.vpcRouters, 'vpc-router', 'router'),
}

/** The project of a project-scoped object, for views that need it. */
export const projectOf = (db: Db, id: string): S['Project'] | undefined =>
  db.projects.find((p) => p.id === id)

/** A name must be unique among `siblings`; Nexus answers 400 ObjectAlreadyExists. */
export function assertUnique(
  siblings: { name: string; id?: string }[],
  type: string,
  name: string,
  except?: string,
) {
  if (siblings.some((s) => s.name === name && s.id !== except)) {
    throw alreadyExists(type, name)
  }
}

/** A fleet-level object addressed by name or id (address lots, BGP configs, port settings). */
export function lookupNamed<T extends { id: string; name: string }>(
  list: T[],
  type: string,
  value: string,
): T {
  const found = list.find((x) => (isUuid(value) ? x.id === value : x.name === value))
  if (!found) throw notFound(type, by(value))
  return found
}
