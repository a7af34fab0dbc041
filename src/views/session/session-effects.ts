// What the console does when the session changes hands, loaded when it first does (it is not
// needed to draw the first page): signed in again, a toast; someone else signed in, the undo
// history and drafts go (their rights differ), the palette closes, and a toast says so.
import type { SessionEvent } from '@/api/session-gate'
import { closePaletteAtom } from '@/state/palette'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { pushToastAtom } from '@/state/toasts'
import { clearUndoAtom } from '@/state/undo'
import { clearAllDrafts } from '../forms/kit/drafts'
import { startFreshConsole } from '../routes/session-cache'

export function onSessionChange(e: SessionEvent) {
  if (e.type === 'resumed' && e.via !== 'check' && e.via !== 'answer') {
    store.set(pushToastAtom, {
      title: `Signed in again as ${e.user.name}`,
      content:
        e.via === 'other-tab'
          ? 'In another tab of the console: this one went on where it was.'
          : 'The console went on where it was.',
      variant: 'success',
    })
  }
  if (e.type !== 'user-changed') return
  // Another user's undo would act with their rights on what this one did; drafts are this one's.
  store.set(clearUndoAtom)
  clearAllDrafts()
  if (!e.midWork) return
  store.set(closePaletteAtom)
  store.set(setFleetViewerAtom, null)
  startFreshConsole()
  store.set(pushToastAtom, {
    title: `Signed in as ${e.to.name}: a fresh console`,
    content: `Not ${e.from.name}, whose rights may differ: open forms, their drafts and the undo history were cleared, and changes that waited for the session were not run.`,
    variant: 'info',
  })
}
