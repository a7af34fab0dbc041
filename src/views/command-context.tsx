// Hands the command layer what only React knows: wouter's navigate, SWR's mutate, the toast
// queue and where the user is (scope from the URL). Rendered once inside the router and SWRConfig.
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { systemPolicyView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import type { CommandContext, ToastInput } from '@/commands/core/define'
import { scopeFromPath } from '@/commands/core/scope'
import {
  currentCommandContext,
  seedCommandContext,
  setCommandContext,
  subscribeCommandContext,
} from '@/commands/core/context'
import { setLastProjectAtom } from '@/state/history'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { pushToastAtom } from '@/state/toasts'

/**
 * The current command context, or null before the bridge has mounted. Views re-render when it
 * changes (availability may depend on scope).
 */
export const useCommandContext = () =>
  useSyncExternalStore(subscribeCommandContext, currentCommandContext, currentCommandContext)

/** Pages that render signed out: no calls from them may 401 (that would loop back to /login). */
export const signedOutPage = (path: string) => /^\/(login|device)(\/|$)/.test(path)

export function CommandContextBridge() {
  const [location, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  const scope = useMemo(() => scopeFromPath(location), [location])
  // Remembered for the project pages' chords from outside any project (`g i` on /system/...).
  useEffect(() => {
    if (scope.project) store.set(setLastProjectAtom, scope.project)
  }, [scope.project])

  const ctx = useMemo<CommandContext>(
    () => ({
      store,
      mutate,
      navigate: (to, options) => navigate(to, options),
      toast: (t: ToastInput) => void store.set(pushToastAtom, t),
      scope,
    }),
    [mutate, navigate, scope],
  )
  // The fleet flag gates the system commands (`visible`); the layout reads the same query, so
  // SWR makes one call for both.
  const fleet = useApiQuery(systemPolicyView, signedOutPage(location) ? null : {})
  const isFleetViewer = fleet.data ? true : fleet.error ? false : null

  // The first render hands the context over as it goes (nothing has drawn with it yet): set only
  // in the effect below, every view that reads it would draw once without it and again, at once,
  // in the middle of the cold start. `seed` is what it set, for the effect to know it is set.
  const [seed] = useState(() => {
    if (currentCommandContext() !== null) return null
    const value = { ...ctx }
    if (!seedCommandContext(value)) return null
    // With the fleet flag it carries (commands read it through the context's store).
    store.set(setFleetViewerAtom, isFleetViewer)
    return { ctx, isFleetViewer, value }
  })

  // A new context object when the flag changes too, so views recompute what is visible.
  useLayoutEffect(() => {
    store.set(setFleetViewerAtom, isFleetViewer)
    const seeded =
      seed?.ctx === ctx &&
      seed.isFleetViewer === isFleetViewer &&
      currentCommandContext() === seed.value
    if (!seeded) setCommandContext({ ...ctx })
  }, [ctx, isFleetViewer, seed])

  return null
}
