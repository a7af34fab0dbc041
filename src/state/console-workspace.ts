// The console workspace last opened (its `?i=` panes), kept across reloads so `g c` reopens it.
import { atom, atomWithStorage } from './store'

const lastStored = atomWithStorage('oxide-console.last-workspace', '', undefined, {
  getOnInit: true,
})

/** The `?i=` value of the workspace last opened ('' when none). */
export const lastWorkspaceAtom = atom((get) => get(lastStored))
export const setLastWorkspaceAtom = atom(null, (_get, set, panes: string) => set(lastStored, panes))
