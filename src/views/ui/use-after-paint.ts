// False on a component's first render, true from a render once the browser is idle after it: a
// cell that asks for data of its own (one call per row) asks once the rows are on screen and the
// keys pressed meanwhile have been answered, so drawing a page of rows does not also start fifty
// requests in the same task, nor a render of fifty cells in front of the user's first key. (An
// effect alone would not do: React runs the effects of a render that data triggered before that
// task ends.) Every cell waiting flips in the same idle callback, so they draw again in one render.
import { useEffect, useState } from 'react'
import { whenIdle } from '../when-idle'

/** At the latest this long after the rows: a page that never idles still gets its cells. */
const AT_THE_LATEST_MS = 300

const waiting = new Set<() => void>()
let cancel: (() => void) | null = null

function flipAll() {
  cancel = null
  const due = [...waiting]
  waiting.clear()
  for (const flip of due) flip()
}

function afterPaint(flip: () => void): () => void {
  waiting.add(flip)
  cancel ??= whenIdle(flipAll, AT_THE_LATEST_MS)
  return () => {
    waiting.delete(flip)
    if (waiting.size === 0 && cancel) {
      cancel()
      cancel = null
    }
  }
}

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterPaint(() => setPainted(true)), [])
  return painted
}
