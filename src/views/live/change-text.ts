// How a change someone else made reads in the log drawer: `stopped instance web-2 (demo)`,
// `created a disk in demo`, with what it came through (`via CLI`). The actor's name is added
// where it is shown (the names are read only then).
import { entryCall, entryTarget } from '@/api/audit-entry'
import { opTable, type OperationId } from '@/api/generated/op-table'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { KINDS, isKind, refLabel } from '@/api/resource-ref'

const VERBS: Record<string, string> = {
  create: 'created',
  delete: 'deleted',
  update: 'updated',
  add: 'added',
  remove: 'removed',
  attach: 'attached',
  detach: 'detached',
  link: 'linked',
  unlink: 'unlinked',
  start: 'started',
  stop: 'stopped',
  reboot: 'rebooted',
  promote: 'promoted',
  demote: 'demoted',
  join: 'joined',
  leave: 'left',
  resend: 'resent',
  assign: 'assigned',
  abort: 'aborted',
  enable: 'enabled',
  disable: 'disabled',
  probe: 'probed',
}

/** What a create made, from its operation: `disk_create` a disk, `vpc_subnet_create` a subnet. */
function createdNoun(op: string): string {
  const words = op.split('_').slice(0, -1)
  for (let i = 0; i < words.length; i++) {
    const kind = words.slice(i).join('-')
    if (isKind(kind)) return KINDS[kind].noun
  }
  return words.join(' ')
}

const article = (noun: string) => (/^[aeiouAEIOU]|^IP\b|^SSH\b/.test(noun) ? 'an' : 'a')

/** `stopped instance web-2 (demo)`; the operation's summary where its verb is not known. */
export function changeWhat(e: AuditLogEntry): string {
  const op = entryCall(e).op
  if (!op) return e.operationId
  const target = entryTarget(e)
  const label = target ? refLabel({ kind: target.kind, name: target.value, in: target.in }) : ''
  const last = op.split('_').at(-1) ?? ''
  if (last === 'create') {
    const noun = createdNoun(op)
    return `created ${article(noun)} ${noun}${label ? ` in ${label}` : ''}`
  }
  const verb = VERBS[last]
  if (verb) return label ? `${verb} ${label}` : `${verb} (${op})`
  const summary = (opTable[op as OperationId].summary || op).replace(/^./, (c) => c.toLowerCase())
  return label ? `${summary}: ${label}` : summary
}

/** What the change came through: the CLI, Terraform, the console (a browser), a token, SCIM. */
export function changeVia(e: AuditLogEntry): string {
  const ua = e.userAgent ?? ''
  if (/oxide-cli|^oxide\//i.test(ua)) return 'via CLI'
  if (/terraform/i.test(ua)) return 'via Terraform'
  if (e.authMethod === 'scim_token') return 'via SCIM'
  if (/Mozilla\//.test(ua) || e.authMethod === 'session_cookie') return 'via the console'
  if (e.authMethod === 'access_token') return 'via an API token'
  return ''
}
