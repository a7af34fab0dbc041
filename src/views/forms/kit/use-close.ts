// Forms close by going back to the page they open over: their route's background pattern (from
// form-routes.ts, handed down by context) filled with the route's own params.
import { createContext, useContext } from 'react'
import { useLocation, useParams } from 'wouter'
import { fillPattern } from '@/lib/nav-paths'

/** The background pattern of the form route being shown. */
export const FormBackground = createContext<string | null>(null)

export function useClose() {
  const background = useContext(FormBackground)
  const params = useParams<Record<string, string>>()
  const [, navigate] = useLocation()
  if (background === null) throw new Error('A form must be rendered through formRoutes')
  return () => navigate(fillPattern(background, params))
}

/** The route's params, every one of which the form's pattern guarantees. */
export function useFormParams<K extends string>(...keys: K[]): Record<K, string> {
  const params = useParams<Record<string, string | undefined>>()
  return Object.fromEntries(keys.map((k) => [k, params[k] ?? ''])) as Record<K, string>
}
