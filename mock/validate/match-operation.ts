// Which operation a request was: method + path matched against the generated op table, with
// literal segments preferred over parameters (as the router's routes do).
import { opTable, type OperationId } from '@/api/generated/op-table'

const routes = (Object.keys(opTable) as OperationId[])
  .map((op) => {
    const { method, path } = opTable[op]
    const literal = path.split('/').filter((s) => s && !s.startsWith('{')).length
    const re = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`)
    return { op, method: method as string, re, literal }
  })
  .sort((a, b) => b.literal - a.literal)

export function matchOperation(method: string, url: string): OperationId | null {
  const path = new URL(url).pathname
  return routes.find((r) => r.method === method && r.re.test(path))?.op ?? null
}
