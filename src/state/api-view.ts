// What the generic `api` commands show: the body form of an operation, or the result of a call.
// UI state only; the view fetches further pages itself.
import { atom } from './store'

export type ApiView =
  | { kind: 'form'; opId: string; args: Record<string, unknown> }
  | { kind: 'list'; opId: string; args: Record<string, unknown> }
  | { kind: 'json'; opId: string; args: Record<string, unknown>; result: unknown }

const viewPrimitive = atom<ApiView | null>(null)

export const apiViewAtom = atom((get) => get(viewPrimitive))

export const openApiViewAtom = atom(null, (_get, set, view: ApiView | null) =>
  set(viewPrimitive, view),
)
