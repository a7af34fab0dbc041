// The long tail of the API: one generic command per operation of nexus.json that no hand-written
// command performs (api-coverage.ts), `api <operation_id> --param value`. Lists open in a dense
// table with the pagination bar, other results as formatted JSON; an operation with a body opens a
// form generated from its schema unless `--body '<json>'` is given. DELETE asks first.
import { endpoint } from '@/api/endpoint'
import { opParams, type OpParam } from '@/api/generated/op-params'
import { opTable, type OpInfo, type OperationId } from '@/api/generated/op-table'
import { apiKey } from '@/api/hooks'
import { openApiViewAtom } from '@/state/api-view'
import { rowsPerPageAtom } from '@/state/preferences'
import { apiArgsSchema, argName, parseBody, splitArgs } from './api-args'
import { handWrittenOps } from './api-coverage'
import { completeInstances, completeProjects, completeSilos } from '../core/complete'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type AnyCommand, type CommandContext, type Choice } from '../core/define'
import { BODY_FILE, cli, cliJson, shellQuote } from '../command-line/cli'
import { cliWordsOfOp } from '../command-line/cli-check'
import { cliTable } from '../command-line/generated/cli-table'

/** `api.disk-view` for `disk_view`: ids stay `resource.verb` in kebab case like every command. */
export const apiCommandId = (opId: string) => `api.${opId.replace(/_/g, '-')}`
/** The operation of a generic command id, or undefined. */
export const apiOpOf = (commandId: string) =>
  commandId.startsWith('api.') ? commandId.slice(4).replace(/-/g, '_') : undefined

/** The runtime endpoint of an operation, with the same SWR key as the generated one. */
export function apiEndpoint(opId: string) {
  const op = opTable[opId as OperationId] as OpInfo
  return endpoint<never>({
    id: opId,
    method: op.method,
    path: op.path,
    paginated: op.paginated || undefined,
    bodyType: op.bodyType ?? undefined,
  })
}

/** Path and query params of a call, as the endpoint takes them. */
export function apiParams(opId: string, args: Record<string, unknown>, extraQuery = {}) {
  const { path, query } = splitArgs(opParams[opId] ?? [], args)
  return { path, query: { ...query, ...extraQuery } }
}

type Completer = (ctx: CommandContext, partial: Record<string, unknown>) => Promise<Choice[]>
const completers: Record<string, Completer> = {
  project: () => completeProjects(),
  instance: (ctx, p) => completeInstances(ctx, { project: p.project as string | undefined }),
  silo: () => completeSilos(),
}

const lastPathValue = (params: OpParam[], args: Record<string, unknown>) => {
  const last = params.filter((p) => p.in === 'path').pop()
  return last ? String(args[argName(last.name)]) : undefined
}

/** The body typed on the command line, as it goes in the file; unparsable text as it is. */
function bodyOf(args: Record<string, unknown>): unknown {
  if (typeof args.body !== 'string' || !args.body) return undefined
  try {
    return JSON.parse(args.body)
  } catch {
    return args.body
  }
}

/**
 * The CLI's own subcommand for the operation (`oxide disk view --project demo --disk data-1`),
 * the body in a `--json-body` file; `oxide api '/v1/...' --method DELETE` (body in an `--input`
 * file) when the CLI has none or a parameter has no flag there.
 */
export function apiCli(opId: string, op: OpInfo, params: OpParam[], args: Record<string, unknown>) {
  const words = cliWordsOfOp(opId)
  const row = words ? cliTable[words] : undefined
  // The project first, as the console's own lines write it.
  const given = params
    .filter((p) => args[argName(p.name)] !== undefined)
    .sort((a, b) => Number(b.name === 'project') - Number(a.name === 'project'))
  if (words && row && given.every((p) => row.flags[p.name.replace(/_/g, '-')] !== undefined)) {
    const flags = Object.fromEntries(given.map((p) => [argName(p.name), args[argName(p.name)]]))
    return bodyOf(args) === undefined ? cli(words, flags) : cliJson(words, flags)
  }
  const path = op.path.replace(/\{(\w+)\}/g, (m, n: string) => {
    const v = args[argName(n)]
    return v === undefined ? m : encodeURIComponent(String(v))
  })
  const qs = new URLSearchParams()
  for (const p of params) {
    const v = args[argName(p.name)]
    if (p.in === 'query' && v !== undefined && v !== '') qs.append(p.name, String(v))
  }
  const url = qs.size ? `${path}?${qs}` : path
  const method = op.method === 'GET' ? '' : ` --method ${op.method}`
  const input = bodyOf(args) === undefined ? '' : ` --input ${BODY_FILE}`
  return `oxide api ${shellQuote(url)}${method}${input}`
}

function apiCommand(opId: OperationId): AnyCommand {
  const op = opTable[opId] as OpInfo
  const params = opParams[opId] ?? []
  const hasBody = op.bodyType === 'json'
  const takesProject = params.some((p) => p.name === 'project')
  const complete = Object.fromEntries(
    params.filter((p) => completers[p.name]).map((p) => [p.name, completers[p.name]]),
  )
  return defineCommand({
    id: apiCommandId(opId),
    // Titles carry no full stops (registry convention): `x.509` reads `x509`.
    title: `API: ${(op.summary || opId).replace(/\./g, '')}`,
    group: 'API',
    keywords: ['api', opId, op.method, op.path],
    // The system API is the fleet's: offered only to fleet viewers (spec section 6).
    visible: op.path.startsWith('/v1/system') ? isFleetViewer : undefined,
    // Typed as `api disk_view --disk data-1`: the operation id as nexus.json spells it.
    line: { words: ['api', opId] },
    args: apiArgsSchema(params, hasBody),
    complete,
    defaults: takesProject
      ? (ctx) => (ctx.scope.project ? { project: ctx.scope.project } : {})
      : undefined,
    confirm:
      op.method === 'DELETE'
        ? (args) => {
            const target = lastPathValue(params, args)
            return {
              title: op.summary || opId,
              message: target
                ? `Are you sure you want to delete ${target}?`
                : `Are you sure you want to run ${op.method} ${op.path}?`,
              actionLabel: 'Delete',
              danger: true,
            }
          }
        : undefined,
    run: async (args, ctx) => {
      // A body-taking operation without `--body` opens its form; submitting runs it again.
      if (hasBody && args.body === undefined) {
        ctx.store.set(openApiViewAtom, { kind: 'form', opId, args })
        return { form: true }
      }
      const body = hasBody ? parseBody(String(args.body)) : undefined
      const ep = apiEndpoint(opId)
      if (op.paginated) {
        // The first page goes through dispatch (its errors toast like any command's) and seeds
        // the cache the result table reads; further pages are fetched by the table.
        const limit = ctx.store.get(rowsPerPageAtom)
        const p = apiParams(opId, args, { limit })
        const page = await ep(p as never)
        await ctx.mutate(apiKey(ep, p as never), page, { revalidate: false })
        ctx.store.set(openApiViewAtom, { kind: 'list', opId, args })
        return page
      }
      const result = await ep({ ...apiParams(opId, args), body } as never)
      ctx.store.set(openApiViewAtom, { kind: 'json', opId, args, result })
      // Anything may have changed: the pages on screen refetch.
      if (op.method !== 'GET') await ctx.mutate(() => true)
      return result
    },
    successMessage: op.method === 'GET' ? undefined : () => `${op.summary || opId}: done`,
    cli: (args) => apiCli(opId, op, params, args),
    cliBody: bodyOf,
  })
}

/** Operations no hand-written command performs, sorted by id. */
export const longTailOps = () =>
  (Object.keys(opTable) as OperationId[]).filter((id) => !handWrittenOps[id])

/** Built when the command registry loads (not with the entry chunk). */
export const apiCommands: AnyCommand[] = longTailOps().map(apiCommand)
