// A key the user may not use (bound to a command they are not offered): the key router says so
// on the status line for a few seconds (views/keyboard/key-refusal.tsx).
import { atom } from './store'

const refusalPrimitive = atom<{ text: string; at: number } | null>(null)

/** What the last refused key was and when (null once said and gone). */
export const keyRefusalAtom = atom((get) => get(refusalPrimitive))

/** Say why a key did nothing; null clears it. */
export const showKeyRefusalAtom = atom(null, (_get, set, text: string | null) =>
  set(refusalPrimitive, text === null ? null : { text, at: Date.now() }),
)
