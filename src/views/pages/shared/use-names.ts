// id -> name lookups for cells that show a related resource (a disk's instance, a floating IP's
// instance, a snapshot's disk). One list call per project, shared through SWR.
import { diskList, instanceList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'

/** Names by id, and whether the list is still on its way (a cell shows a placeholder then). */
export type Names = Map<string, string> & { loading: boolean }

const byId = (q: { data?: { items: { id: string; name: string }[] }; error?: unknown }): Names =>
  Object.assign(new Map((q.data?.items ?? []).map((i) => [i.id, i.name])), {
    loading: !q.data && !q.error,
  })

export function useInstanceNames(project: string) {
  return byId(useApiQuery(instanceList, { query: { project, limit: 1000 } }))
}

export function useDiskNames(project: string) {
  return byId(useApiQuery(diskList, { query: { project, limit: 1000 } }))
}
