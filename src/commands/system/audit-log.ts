// The audit log (fleet viewers): `audit-log list` opens the log page with a time range and
// filters (its `oxide` line is the CLI's `audit-log list`, which reads the same range), and
// "Audit log for this" opens it filtered to one resource, from any row menu or page header
// (a reference by kind, name with its selectors, and id: core/resource-ref.ts).
import { z } from 'zod'
import { actorNames } from '@/api/audit-actors'
import { auditPageParams } from '@/api/audit-scan'
import { auditLogList } from '@/api/generated/operations'
import { apiKey } from '@/api/hooks'
import { opTable } from '@/api/generated/op-table'
import { KINDS, refParams, SELECTORS, type ResourceKind } from '@/api/resource-ref'
import {
  AUDIT_PRESETS,
  AUDIT_RESULTS,
  auditSearch,
  parseWhen,
  rangeBounds,
  spanMs,
  type AuditQuery,
} from '@/lib/audit-query'
import { rowsPerPageAtom } from '@/state/preferences'
import { pb } from '@/lib/paths'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { defineCommand, type Choice, type CommandContext } from '../core/define'
import { refOfScope } from '../core/resource-ref'
import { operationTitle } from '../generic-api/operation-line'
import { isFleetViewer, navCommand } from '../navigation/navigation-define'

const group = 'Audit log'
const SORTS = ['time_and_id_descending', 'time_and_id_ascending'] as const
const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS

/** RFC 3339, as the CLI takes a time. */
const time = (what: string) =>
  z
    .string()
    .refine((s) => spanMs(s) === undefined && parseWhen(s) !== null, {
      message: 'an RFC 3339 time, e.g. 2026-11-26T09:00:00Z',
    })
    .optional()
    .describe(what)

/** The start a span back from now (`1h`) names, as the CLI takes a time. */
function sinceTime(span: string | undefined) {
  const ms = span ? spanMs(span) : undefined
  return ms !== undefined && Number.isFinite(ms)
    ? new Date(Date.now() - ms).toISOString()
    : undefined
}

const presetChoices = async (): Promise<Choice[]> =>
  AUDIT_PRESETS.map((p) => ({ value: p.value, detail: `the last ${p.label}` }))

/** Who can be named: every user the viewer may list, and the unauthenticated. */
async function completeActors(): Promise<Choice[]> {
  const names = await actorNames()
  return [
    ...[...new Set(names.users.values())].sort().map((n) => ({ value: n })),
    { value: 'unauthenticated', detail: 'sign-in attempts and calls without a session' },
  ]
}

/** The operations the platform audits: every one that changes something, and sign-in. */
async function completeOperations(): Promise<Choice[]> {
  return Object.entries(opTable)
    .filter(([, info]) => info.method !== 'GET')
    .map(([op]) => ({ value: op, detail: operationTitle(op), keywords: [operationTitle(op)] }))
}

const listArgs = z.object({
  since: z
    .string()
    .refine((s) => spanMs(s) !== undefined, { message: 'a span such as 15m, 2h, 1d or 1w' })
    .optional()
    .describe('How far back from now: 15m, 1h, 1d, 1w (the last day unless a start is given)'),
  startTime: time('From when (inclusive), RFC 3339; instead of --since'),
  endTime: time('Until when (exclusive), RFC 3339; on to now (and following) when left out'),
  sortBy: z.enum(SORTS).optional().describe('Newest first (the default) or oldest first'),
  limit: z.coerce.number().int().min(1).max(1000).optional().describe('Entries a page'),
  actor: z.string().optional().describe('Only what this user did (`unauthenticated` for sign-ins)'),
  operation: z.string().optional().describe('Only this operation (its id, e.g. instance_stop)'),
  result: z.enum(AUDIT_RESULTS).optional().describe('Only successes, errors or unknown outcomes'),
  text: z.string().optional().describe('Only entries that contain this text'),
})
type ListArgs = z.infer<typeof listArgs>

/**
 * The page's query for the command's arguments. A span back from now (`--since 1h`) becomes the
 * time it names, so the page shows what the command read; without either, the last day.
 */
export function listQuery(a: Partial<ListArgs>, now = Date.now()): AuditQuery {
  const span = a.since ? spanMs(a.since) : undefined
  const start =
    (a.startTime ? parseWhen(a.startTime, now) : null) ??
    new Date(now - (span !== undefined && Number.isFinite(span) ? span : DAY_MS))
  const end = a.endTime ? parseWhen(a.endTime, now) : null
  return {
    range: { kind: 'custom', start, end },
    order: a.sortBy === 'time_and_id_ascending' ? 'ascending' : 'descending',
    filters: {
      actor: a.actor || undefined,
      op: a.operation || undefined,
      result: a.result,
      text: a.text || undefined,
    },
    ...(a.limit ? { limit: a.limit } : {}),
  }
}

export const auditLogListCommand = defineCommand({
  id: 'audit-log.list',
  title: 'Show audit log',
  group,
  keywords: ['audit', 'who', 'history', 'changes', 'events', 'trail'],
  visible: isFleetViewer,
  args: listArgs,
  complete: { since: presetChoices, actor: completeActors, operation: completeOperations },
  // Reads the range's first page as the CLI would (a range the platform refuses fails here, as
  // the command), hands it to the page's table, and opens the page.
  async run(a, ctx) {
    const query = listQuery(a)
    const limit = query.limit ?? ctx.store.get(rowsPerPageAtom)
    const bounds = rangeBounds(query.range)
    const params = auditPageParams(bounds, query.order, limit)
    const page = await auditLogList(params)
    await ctx.mutate(apiKey(auditLogList, params), page, { revalidate: false })
    ctx.navigate(pb.auditLog(auditSearch(query)))
    return page
  },
  // The CLI lists the same range (it has no filters): from a day back unless told.
  cli: (a) =>
    cli('audit-log list', {
      startTime: a.startTime ?? sinceTime(a.since) ?? new Date(Date.now() - DAY_MS).toISOString(),
      endTime: a.endTime,
      sortBy: a.sortBy,
      limit: a.limit,
    }),
})

const kinds = Object.keys(KINDS) as [ResourceKind, ...ResourceKind[]]

const forArgs = z.object({
  kind: z.enum(kinds).describe('What kind of resource: instance, disk, vpc, silo, ip-pool...'),
  name: z.string().optional().describe('Its name'),
  id: z.string().optional().describe('Its id'),
  project: z.string().optional().describe('The project it is in'),
  vpc: z.string().optional().describe('The VPC it is in'),
  router: z.string().optional().describe('The router it is in'),
  instance: z.string().optional().describe('The instance it belongs to'),
  silo: z.string().optional().describe('The silo it belongs to'),
})
type ForArgs = z.infer<typeof forArgs>

const kindChoices = async (): Promise<Choice[]> =>
  kinds.map((k) => ({ value: k, detail: KINDS[k].noun }))

export const auditLogForCommand = defineCommand({
  id: 'audit-log.for',
  title: 'Audit log for this',
  group,
  keywords: ['audit', 'who changed', 'history of', 'changes to'],
  visible: isFleetViewer,
  args: forArgs,
  complete: { kind: kindChoices },
  // In the palette: the resource of the page the user is on.
  defaults: (ctx: CommandContext) => {
    const ref = refOfScope(ctx.scope)
    return ref ? { kind: ref.kind, name: ref.name, ...ref.in } : {}
  },
  available: (_ctx, a) => (a.name || a.id ? true : 'Name the resource (its name or id)'),
  line: { words: ['audit-log', 'for'], positional: ['kind', 'name'] },
  async run(a: ForArgs, ctx) {
    const where = Object.fromEntries(SELECTORS.filter((s) => a[s]).map((s) => [s, a[s] as string]))
    const params = refParams({ kind: a.kind, name: a.name, id: a.id, in: where })
    // A week back: the history someone on call asks about.
    const to = pb.auditLog(auditSearch({ range: { kind: 'preset', preset: '1w' } }, params))
    ctx.navigate(to)
    return { to }
  },
  cli: () => cli('audit-log list', { startTime: new Date(Date.now() - WEEK_MS).toISOString() }),
})

const goToAuditLog = navCommand({
  id: 'nav.system-audit-log',
  title: 'Go to audit log',
  keywords: ['system', 'audit', 'who', 'history'],
  args: z.object({}),
  to: () => pb.auditLog(),
  cli: () => cli('audit-log list', { startTime: new Date(Date.now() - DAY_MS).toISOString() }),
  system: true,
})

export const auditLogCommands = commandList(auditLogListCommand, auditLogForCommand, goToAuditLog)
