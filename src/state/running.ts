// The commands running now, outermost first: the status bar says the first at once ("Undoing:
// Start instance web-1..."), before any answer has come, and the log takes over when it ends.
import { atom } from './store'

type Running = { id: number; text: string }

let next = 1
const runningPrimitive = atom<Running[]>([])

/** What the status bar says is under way: the outermost command running, or null. */
export const runningTextAtom = atom((get) => get(runningPrimitive)[0]?.text ?? null)

/** A command starts; answers the key that ends it. */
export const startRunningAtom = atom(null, (get, set, text: string) => {
  const id = next++
  set(runningPrimitive, [...get(runningPrimitive), { id, text }])
  return id
})

export const endRunningAtom = atom(null, (get, set, id: number) =>
  set(
    runningPrimitive,
    get(runningPrimitive).filter((r) => r.id !== id),
  ),
)
