// The `:project` of the current route.
import { useParams } from 'wouter'

export function useProjectParam(): string {
  return useParams<{ project: string }>().project ?? ''
}
