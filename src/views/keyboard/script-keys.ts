// The keys a playing script takes before any other: a `pause` line waits for any key (which only
// resumes it); a step shown while stepping through waits for Enter (run it), `s` (skip it) or Esc
// (stop the script), the keys the player bar names (script-ui.tsx).
import { paletteOpenAtom } from '@/state/palette'
import { scriptPlayerAtom } from '@/state/script'
import { store } from '@/state/store'

/** The keys that answer a step while stepping through a script. */
export const STEP_KEYS: Record<string, string> = {
  Enter: 'script.step-run',
  s: 'script.step-skip',
  Escape: 'script.stop',
}

/** The script command this key runs, or null when the key is not the script's. */
export function scriptKeyCommand(e: KeyboardEvent, pageHasFocus: boolean): string | null {
  const status = store.get(scriptPlayerAtom)?.status
  if (status === 'waiting-key') return 'script.resume'
  if (status !== 'step' || !pageHasFocus || store.get(paletteOpenAtom)) return null
  if (e.ctrlKey || e.metaKey || e.altKey) return null
  return STEP_KEYS[e.key] ?? null
}
