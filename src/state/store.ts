// The one jotai module of the app: it owns the store, so commands can read and write UI state
// outside React through `ctx.store`. Lint forbids importing `jotai` anywhere else.
import { atom, createStore, type WritableAtom } from 'jotai'

export { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai'
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai'

export const store = createStore()
export type Store = typeof store

type SetStateAction<T> = T | ((prev: T) => T)

/**
 * A value kept in localStorage as JSON, as jotai/utils' atomWithStorage with `getOnInit` (the
 * one way the app uses it): read on first use, written on every set, and taken again when
 * another tab writes it. Here rather than jotai/utils because that module cost the entry chunk
 * 1 KB gzipped; this is a quarter of that (the entry's budget: docs/testing-and-performance.md).
 * The last two parameters stand for jotai's signature.
 */
export function atomWithStorage<T>(
  key: string,
  initial: T,
  _storage?: undefined,
  _options?: { getOnInit: true },
): WritableAtom<T, [SetStateAction<T>], void> {
  const read = (): T => {
    try {
      const raw = globalThis.localStorage?.getItem(key)
      return raw == null ? initial : (JSON.parse(raw) as T)
    } catch {
      return initial
    }
  }
  // Null until set: the getter reads storage on first use.
  const set = atom<{ value: T } | null>(null)
  const value = atom(
    (get) => (get(set) ?? { value: read() }).value,
    (get, put, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(value)) : update
      put(set, { value: next })
      try {
        localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage full or refused (a private window): the value still holds for this page.
      }
    },
  )
  value.onMount = (put) => {
    if (typeof window === 'undefined') return
    const taken = (e: StorageEvent) => {
      if (e.key === key && e.storageArea === localStorage) put(read())
    }
    window.addEventListener('storage', taken)
    return () => window.removeEventListener('storage', taken)
  }
  return value
}
