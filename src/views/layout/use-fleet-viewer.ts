// Fleet viewers are those for whom the system policy view succeeds (spec section 6). The command
// bridge makes the same call; SWR dedupes the two. Unknown (loading) counts as "no".
import { systemPolicyView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'

export function useIsFleetViewer(): boolean {
  const { data, error } = useApiQuery(systemPolicyView, {})
  return !!data && !error
}
