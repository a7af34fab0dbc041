// Run before each file of the shared test project. Its files follow one another in a worker with
// the app's one store: what a file set about the session (the user is a fleet viewer, say) does
// not carry over into the next file, which starts as a fresh page would, not knowing. Nor does
// the mock's clock that a file froze (a file that only resets the database reads wall-clock time).
import { beforeAll } from 'vitest'
import { realClock } from '@mock/db/clock'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'

beforeAll(() => {
  store.set(setFleetViewerAtom, null)
  realClock()
})
