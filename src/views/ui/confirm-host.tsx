// The global confirm dialog's host, in the first-load bundle. The dialog itself (with the
// focus-trapping modal code) loads the first time a command asks for a confirmation.
import { lazy, Suspense } from 'react'
import { confirmAtom } from '@/state/confirm'
import { useAtomValue } from '@/state/store'

const ConfirmBody = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmBody })))

export function ConfirmDialog() {
  const request = useAtomValue(confirmAtom)
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ConfirmBody request={request} />
    </Suspense>
  )
}
