// The endpoint of an operation known only by its id at run time (a view op chosen by a resource's
// kind), with the same SWR key as its generated endpoint.
import { endpoint, type AnyEndpoint } from './endpoint'
import { opTable, type OperationId } from './generated/op-table'

const made = new Map<string, AnyEndpoint>()

export function opEndpoint(opId: OperationId): AnyEndpoint {
  let ep = made.get(opId)
  if (!ep) {
    const op = opTable[opId]
    ep = endpoint<never>({
      id: opId,
      method: op.method,
      path: op.path,
      paginated: op.paginated || undefined,
      bodyType: op.bodyType ?? undefined,
    })
    made.set(opId, ep)
  }
  return ep
}
