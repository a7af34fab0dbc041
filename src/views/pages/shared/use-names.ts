// id -> name lookups for cells that show a related resource (a disk's instance, a floating IP's
// instance, a snapshot's disk). One list call per project, shared through SWR.
import { diskList, instanceList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'

const byId = (items: { id: string; name: string }[] | undefined) =>
  new Map((items ?? []).map((i) => [i.id, i.name]))

export function useInstanceNames(project: string) {
  const { data } = useApiQuery(instanceList, { query: { project, limit: 1000 } })
  return byId(data?.items)
}

export function useDiskNames(project: string) {
  const { data } = useApiQuery(diskList, { query: { project, limit: 1000 } })
  return byId(data?.items)
}
