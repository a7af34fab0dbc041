// The app's mount point for the api views: the views (and the operation tables they read) load
// only when a generic `api` command first opens one, never with the entry chunk.
import { lazy, Suspense } from 'react'
import { apiViewAtom } from '@/state/api-view'
import { paletteOpenAtom } from '@/state/palette'
import { useAtomValue } from '@/state/store'

const ApiViewHost = lazy(() => import('./api-view-host').then((m) => ({ default: m.ApiViewHost })))

export function ApiViewMount() {
  const view = useAtomValue(apiViewAtom)
  // A result that arrives once the user has opened the palette again waits for it to close: it
  // must not take the keyboard from what is being typed there.
  const paletteOpen = useAtomValue(paletteOpenAtom)
  if (!view || paletteOpen) return null
  return (
    <Suspense fallback={null}>
      <ApiViewHost />
    </Suspense>
  )
}
