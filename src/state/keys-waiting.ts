// Keys pressed before the commands they run have loaded: the key router keeps them and replays
// them in order once the commands are here. While any wait, the table's status line says so, so
// the page never looks ready when it is not (keyboard-shortcuts.tsx sets it).
import { atom } from './store'

/** How many keys are kept for the commands now. */
export const keysWaitingAtom = atom(0)
