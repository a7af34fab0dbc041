// Toasts: failures carry the command's title and the error message and stay until dismissed;
// other toasts leave after 5 s. The stack's code (toast-stack.tsx) is not part of the first
// load: it is fetched once the first screen is up, or with the first toast if that comes first.
import { lazy, Suspense, useEffect } from 'react'
import { toastsAtom } from '@/state/toasts'
import { useAtomValue } from '@/state/store'
import { afterFirstScreen } from '../first-screen'
import './feedback.css'

const load = () => import('./toast-stack')
const ToastStack = lazy(() => load().then((m) => ({ default: m.ToastStack })))

export function Toasts() {
  const toasts = useAtomValue(toastsAtom)
  useEffect(() => afterFirstScreen(() => void load()), [])
  // The dock is asked for only while there is a toast: the shell sets it as it mounts, and an
  // empty stack need not draw again for that.
  return toasts.length === 0 ? null : (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  )
}
