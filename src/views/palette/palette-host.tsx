// Mounts the palette's code (cmdk, fuse) the first time it is opened, and fetches that code when
// the browser is idle, so it is not on the first page's critical path yet opens at once.
import { lazy, Suspense, useEffect, useState } from 'react'
import { paletteOpenAtom } from '@/state/palette'
import { useAtomValue } from '@/state/store'
import { whenIdle } from '../when-idle'

const load = () => import('./command-palette')
const CommandPalette = lazy(() => load().then((m) => ({ default: m.CommandPalette })))

export function PaletteHost() {
  const open = useAtomValue(paletteOpenAtom)
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)
  useEffect(() => whenIdle(() => void load()), [])
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  )
}
