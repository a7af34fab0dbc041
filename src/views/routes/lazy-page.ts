// Pages load on demand, but a page whose code is already here renders at once: React.lazy always
// suspends on its first render, and React 19 then holds the reveal for up to 300 ms after the
// fallback showed. `preload()` (main.tsx calls it for the first URL) avoids both.
import { createElement, lazy, type ComponentType } from 'react'

export type LazyPage = ComponentType & {
  preload: () => Promise<unknown>
  /** the import of the page's module (the build preloads it for a first visit: early-data.ts) */
  load: () => Promise<unknown>
}

export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m
      return m
    }))
  // Pages take no props; the cast drops the module's precise component type.
  const Lazy = lazy(async () => ({ default: (await preload())[name] })) as unknown as ComponentType
  function Page() {
    const Loaded: ComponentType | undefined = loaded?.[name]
    return createElement(Loaded ?? Lazy)
  }
  Page.displayName = name
  return Object.assign(Page, { preload, load })
}
