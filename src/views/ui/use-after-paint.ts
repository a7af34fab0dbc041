// False on a component's first render, true from a render in a later task: a cell that asks for
// data of its own (one call per row) asks once the rows are on screen, so drawing a page of rows
// does not also start fifty requests in the same task. (An effect alone would not do: React runs
// the effects of a render that data triggered before that task ends.)
import { useEffect, useState } from 'react'

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const t = setTimeout(() => setPainted(true), 0)
    return () => clearTimeout(t)
  }, [])
  return painted
}
