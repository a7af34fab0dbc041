// The link between a table and its filter box. `/` in the table focuses the box; Down or Enter
// in the box hands the keyboard to the table: the cursor goes to the first matching row, the
// filter stays, and the table keys (j, k, x, `.`, the row commands) act on the filtered rows
// until `/` goes back to the box.
import { useState } from 'react'

export type FilterLink = {
  /** the box's callback ref */
  setInput: (el: HTMLInputElement | null) => void
  /** focuses the box: the table's `/` */
  focus: () => void
  /**
   * The table, while on screen, connects what Down or Enter in the box does: the cursor to its
   * first row, focus into the table; false when it shows no row. Returns the disconnect.
   */
  connect: (toRows: () => boolean) => () => void
  /** the box's Down or Enter: false (the key stays in the box) when no table row took it */
  toRows: () => boolean
}

export function createFilterLink(): FilterLink {
  let input: HTMLInputElement | null = null
  let rows: (() => boolean) | null = null
  return {
    setInput: (el) => void (input = el),
    focus: () => input?.focus(),
    connect: (toRows) => {
      rows = toRows
      return () => void (rows === toRows && (rows = null))
    },
    toRows: () => rows?.() ?? false,
  }
}

/** One link per filter box, the same for the box's life (the table connects to it once). */
export const useFilterLink = () => useState(createFilterLink)[0]
