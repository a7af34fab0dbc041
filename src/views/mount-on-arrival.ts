// Code that loads while the page is up, used the moment it arrives. Not React.lazy: a lazy
// component's reveal is a Suspense retry, which React 19 holds until 300 ms after any fallback
// on the page last showed and which waits behind the page's other updates. During a cold load
// fallbacks come and go (the page, its menus), and the key router so mounted 300-900 ms after
// its code had arrived, keeping Ctrl+K and the keys typed after it that long. Here the arrival
// is a state update, rendered at once.
import { createElement, useEffect, useState, type ComponentType } from 'react'

export function onArrival<T>(load: () => Promise<T>) {
  let value: T | undefined
  let error: unknown
  let loading: Promise<T> | undefined
  /** Asks for the code (once, unless it failed: then again); resolves with it. */
  const start = () =>
    (loading ??= load().then(
      (v) => (value = v),
      (e: unknown) => {
        loading = undefined
        throw (error = e)
      },
    ))
  /**
   * The code once it is here, else why it failed to load (the component renders again when it
   * arrives or fails). Asked for from the first render on while `wanted`; a failed load is tried
   * again when `attempt` changes.
   */
  function useArrived(wanted = true, attempt?: unknown): { value?: T; error?: unknown } {
    const [, settled] = useState(0)
    if (wanted && !loading && value === undefined && error === undefined) start().catch(() => {})
    useEffect(() => {
      if (!wanted || value !== undefined) return
      let live = true
      const again = () => live && settled((n) => n + 1)
      start().then(again, again)
      return () => void (live = false)
    }, [wanted, attempt])
    return { value, error: value === undefined ? error : undefined }
  }
  /** True while the code is on its way. */
  const pending = () => loading !== undefined && value === undefined
  return { start, pending, useArrived }
}

/** A component whose code loads from its first render and mounts as soon as it is here. */
export function mountOnArrival<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = onArrival(load)
  return (props: P) => {
    const Loaded = code.useArrived().value
    return Loaded ? createElement(Loaded, props) : null
  }
}
