// The resource a command acts on, as a reference the audit log can be asked about: a row menu
// holds commands like `instance.stop {project, instance}`, whose first word is the kind and whose
// argument of that name is the resource (by name, or by id); the selectors come along. A page
// names its resource by its route (the command scope). One derivation for every row menu and
// page, so "Audit log for this" is offered everywhere without a line per page.
import { isUuid } from '@/lib/validators'
import {
  isKind,
  KINDS,
  type ResourceKind,
  type ResourceRef,
  type Selector,
} from '@/api/resource-ref'
import type { CommandScope } from './define'

/** The argument naming each kind, where it is not the kind in camelCase (`floatingIp`). */
const ARG: Partial<Record<ResourceKind, string>> = {
  'ip-pool': 'pool',
  'internet-gateway': 'gateway',
  'network-interface': 'interface',
  idp: 'provider',
  'alert-receiver': 'receiver',
  'support-bundle': 'bundle',
}

/** Command words whose resource the audit log knows as another kind's. */
const AS: Record<string, ResourceKind> = {
  // A rule is one entry of its VPC's rules: the log records `vpc_firewall_rules_update`.
  'firewall-rule': 'vpc',
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** The row the menu is for, when the table knows it: its id and name. */
export type Subject = { id?: string; name?: string }

/** The resource `commandId` with `args` acts on, or null when it names none the log knows. */
export function refOfCommand(
  commandId: string,
  args: Record<string, unknown> | undefined,
  subject?: Subject,
): ResourceRef | null {
  const word = commandId.split('.')[0] ?? ''
  const kind = AS[word] ?? word
  if (!isKind(kind) || !args) return null
  const value = args[AS[word] ? kind : (ARG[kind] ?? camel(kind))]
  if (typeof value !== 'string' || value === '') return null
  const where: Partial<Record<Selector, string>> = {}
  for (const s of KINDS[kind].scope as readonly Selector[]) {
    const v = args[s]
    if (typeof v === 'string' && v) where[s] = v
  }
  const byId = isUuid(value)
  // The table's row is this resource when its name (or id) is the one the command names.
  const row = subject && (subject.name === value || subject.id === value) ? subject : undefined
  return {
    kind,
    name: byId ? row?.name : value,
    id: byId ? value : row?.id,
    ...(Object.keys(where).length ? { in: where } : {}),
  }
}

/** The resource of a row menu: that of its first command that names one. */
export function refOfItems(
  items: { id: string; args?: Record<string, unknown> }[],
  subject?: Subject,
): ResourceRef | null {
  for (const item of items) {
    const ref = refOfCommand(item.id, item.args, subject)
    if (ref) return ref
  }
  return null
}

/** The page's resource, the deepest its route names. */
export function refOfScope(
  scope: CommandScope & Partial<Record<string, string | undefined>>,
): ResourceRef | null {
  const p = scope.project
  const v = scope.vpc
  const inVpc = { ...(p ? { project: p } : {}), ...(v ? { vpc: v } : {}) }
  if (p && v && scope.subnet) return { kind: 'subnet', name: scope.subnet, in: inVpc }
  if (p && v && scope.router) return { kind: 'router', name: scope.router, in: inVpc }
  if (p && v && scope.gateway) return { kind: 'internet-gateway', name: scope.gateway, in: inVpc }
  if (p && v) return { kind: 'vpc', name: v, in: { project: p } }
  if (p && scope.instance) return { kind: 'instance', name: scope.instance, in: { project: p } }
  if (p && scope.antiAffinityGroup)
    return { kind: 'anti-affinity-group', name: scope.antiAffinityGroup, in: { project: p } }
  if (p) return { kind: 'project', name: p }
  if (scope.silo) return { kind: 'silo', name: scope.silo }
  if (scope.pool) return { kind: 'ip-pool', name: scope.pool }
  if (scope.sledId) return { kind: 'sled', id: scope.sledId }
  return null
}

/** The arguments of `audit-log.for` for a reference. */
export function refArgs(ref: ResourceRef): Record<string, string> {
  const out: Record<string, string> = { kind: ref.kind }
  if (ref.name) out.name = ref.name
  if (ref.id) out.id = ref.id
  for (const [s, v] of Object.entries(ref.in ?? {})) if (v) out[s] = v
  return out
}
