// Keys waiting for what they act on: the commands (a key pressed before the built-in commands
// have loaded) or the page's table (a table key pressed while the page still loads, page-wait.ts).
// Keys typed meanwhile go behind them, and all are replayed in order once their turn comes, each
// after the one before has run (`j` moves the cursor before `x` selects the row it is on). The
// queue is the module's, not a mounted router's: the router mounts again whenever its context
// changes (the session, the project loading), and keys typed across that must keep their order;
// the router mounted when a key's turn comes replays it.
import { keysWaitingAtom } from '@/state/keys-waiting'
import { store } from '@/state/store'
import { focusContext } from './key-context'
import { tableHere, waitsForTable } from './page-wait'
import { replayOf } from './palette-typing'

type Replay = (e: KeyboardEvent, replaying: boolean) => Promise<void> | void

let waiting: KeyboardEvent[] | null = null
let replay: Replay | null = null

/** How many are kept, for the table's status line ("loading commands · 2 keys kept"). */
const showWaiting = () => store.set(keysWaitingAtom, waiting?.length ?? 0)

/** The mounted router replays the keys; returns the undo. */
export function setReplay(r: Replay) {
  replay = r
  return () => {
    if (replay === r) replay = null
  }
}

export const keysWaiting = () => waiting !== null

/**
 * A key typed while others wait goes behind them: on the page, in a field (the filter a waiting
 * `/` is to focus), and mod+k from anywhere. True when it did.
 */
export function joinWaiting(e: KeyboardEvent): boolean {
  const where = focusContext()
  if (!waiting || !(where === 'none' || where === 'field' || e.ctrlKey || e.metaKey)) return false
  waiting.push(replayOf(e))
  showWaiting()
  return true
}

const nextTick = () => new Promise((r) => setTimeout(r, 20))

/** `e` waits until `until` resolves, and the keys typed after it behind it. */
export function wait(e: KeyboardEvent, until: () => Promise<unknown>) {
  waiting = [replayOf(e)]
  showWaiting()
  void until().then(
    async () => {
      while (waiting?.length) {
        if (waitsForTable(waiting[0] as KeyboardEvent)) await tableHere()
        // A router between two mounts: the next one replays it.
        for (let i = 0; !replay && i < 50; i++) await nextTick()
        const next = waiting.shift() as KeyboardEvent
        showWaiting()
        await replay?.(next, true)
      }
      waiting = null
      showWaiting()
    },
    (e: unknown) => {
      // The commands' code did not arrive: those keys cannot mean anything; the next key tries
      // the load again.
      waiting = null
      showWaiting()
      console.warn('Commands failed to load', e)
    },
  )
}
