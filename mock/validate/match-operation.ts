// Which operation a request was: method + path matched against the generated op table, with
// literal segments preferred over parameters (`/sleds/uninitialized` over `/sleds/{sled_id}`),
// whatever the table's order. The mock's router (msw/router.ts) answers with it, and the server's
// validation and the tests name operations with it, so they agree on every path.
import { opTable, type OperationId } from '@/api/generated/op-table'

type Route = { op: OperationId; re: RegExp; names: string[]; literal: number }

const byMethod = new Map<string, Route[]>()
for (const op of Object.keys(opTable) as OperationId[]) {
  const { method, path } = opTable[op]
  const names: string[] = []
  // `{param}` segments capture, named as in the path (snake_case).
  const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const literal = path.split('/').filter((seg) => seg && !seg.startsWith('{')).length
  const route = { op, re: new RegExp(`^${source}/?$`), names, literal }
  byMethod.set(method, [...(byMethod.get(method) ?? []), route])
}
for (const routes of byMethod.values()) routes.sort((a, b) => b.literal - a.literal)

/** The first segment of every API path (`v1`, `login`...): any other request is not the API's. */
export const apiRoots = new Set(Object.values(opTable).map(({ path }) => path.split('/')[1] ?? ''))

/**
 * The operation of `method` + `pathname`, with its path params decoded; `params` is null when
 * one of them is not a valid escape (it names no resource).
 */
export function matchRoute(
  method: string,
  pathname: string,
): { op: OperationId; params: Record<string, string> | null } | null {
  for (const r of byMethod.get(method) ?? []) {
    const m = r.re.exec(pathname)
    if (!m) continue
    try {
      return {
        op: r.op,
        params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')])),
      }
    } catch {
      return { op: r.op, params: null }
    }
  }
  return null
}

export function matchOperation(method: string, url: string): OperationId | null {
  return matchRoute(method, new URL(url).pathname)?.op ?? null
}
