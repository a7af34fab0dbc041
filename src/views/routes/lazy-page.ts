// React.lazy wants a default export; our page modules have named exports only.
import { lazy, type ComponentType } from 'react'

export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
