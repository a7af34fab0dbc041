// The app's mount point for the api views: the views (and the operation tables they read) load
// only when a generic `api` command first opens one, never with the entry chunk.
import { lazy, Suspense } from 'react'
import { apiViewAtom } from '@/state/api-view'
import { useAtomValue } from '@/state/store'

const ApiViewHost = lazy(() => import('./api-view-host').then((m) => ({ default: m.ApiViewHost })))

export function ApiViewMount() {
  const view = useAtomValue(apiViewAtom)
  if (!view) return null
  return (
    <Suspense fallback={null}>
      <ApiViewHost />
    </Suspense>
  )
}
