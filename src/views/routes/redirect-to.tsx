// An index route: replace the URL with its target, filled with the same params.
import { Redirect, useParams } from 'wouter'
import { fillPattern } from '@/lib/nav-paths'

export function RedirectTo({ pattern }: { pattern: string }) {
  const params = useParams() as Record<string, string>
  return <Redirect to={fillPattern(pattern, params)} replace />
}
