// The app's mount point for the script player, recorder and "Run script" dialog. Their code loads
// only when one of them shows. `?script=<same-origin path>` (and `&speed=`, `&step=1`) on the
// first URL plays that script once the console is up.
import { lazy, Suspense, useEffect } from 'react'
import { recorderAtom, runScriptDialogAtom, scriptPlayerAtom } from '@/state/script'
import { useAtomValue } from '@/state/store'

const ScriptUi = lazy(() => import('./script-ui').then((m) => ({ default: m.ScriptUi })))

export function ScriptMount() {
  const player = useAtomValue(scriptPlayerAtom)
  const recorder = useAtomValue(recorderAtom)
  const dialog = useAtomValue(runScriptDialogAtom)
  useEffect(() => {
    const params = new URLSearchParams(globalThis.location.search)
    const url = params.get('script')
    if (!url) return
    void import('@/commands/core/dispatch').then(({ dispatch }) =>
      dispatch(
        'script.run',
        { url, speed: params.get('speed') ?? undefined, step: params.has('step') || undefined },
        'ui',
      ),
    )
  }, [])
  if (!player && !recorder && !dialog) return null
  return (
    <Suspense fallback={null}>
      <ScriptUi />
    </Suspense>
  )
}
