// The one jotai module of the app: it owns the store, so commands can read and write UI state
// outside React through `ctx.store`. Lint forbids importing `jotai` anywhere else.
import { createStore } from 'jotai'

export { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai'
export { atomWithStorage } from 'jotai/utils'
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai'

export const store = createStore()
export type Store = typeof store
