// What the session knows about the user that commands need synchronously: whether they are a
// fleet viewer (the system policy view succeeded for them, spec section 6). `null` while unknown.
import { atom } from './store'

const fleetPrimitive = atom<boolean | null>(null)

export const fleetViewerAtom = atom((get) => get(fleetPrimitive))

export const setFleetViewerAtom = atom(null, (_get, set, value: boolean | null) =>
  set(fleetPrimitive, value),
)
