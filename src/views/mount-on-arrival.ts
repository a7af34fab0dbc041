// A component whose code loads while the page is up and mounts the moment it arrives. Not
// React.lazy: a lazy component's reveal is a Suspense retry, which React 19 holds until 300 ms
// after any fallback on the page last showed and which waits behind the page's other updates.
// During a cold load fallbacks come and go (the page, its lists), and the key router so mounted
// 300-900 ms after its code had arrived, holding Ctrl+K and every key typed after it that long.
// Here the arrival is a state update, rendered at once.
import { createElement, useEffect, useState, type ComponentType } from 'react'

/** `load` is asked for at the first render; a load that fails is asked for again at the next. */
export function mountOnArrival<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<boolean> | undefined
  return function OnArrival(props: P) {
    const [, arrived] = useState(0)
    loading ??= load().then(
      (c) => ((loaded = c), true),
      () => ((loading = undefined), false),
    )
    // What this render drew: code that arrives between it and the effect still draws again.
    const shown = loaded
    useEffect(() => {
      if (shown || !loading) return
      let live = true
      void loading.then((ok) => ok && live && arrived((n) => n + 1))
      return () => void (live = false)
    }, [shown])
    return shown ? createElement(shown, props) : null
  }
}
