// The palette opened right after an undoable change offers its undo first, saying what it does;
// later, or for a change that cannot be undone, it offers nothing extra.
import { expect, it } from 'vitest'
import type { UndoEntry } from '@/state/undo'
import { UNDO_OFFER_MS, undoEntries } from './entries'

const step = (label: string) => ({
  id: 'instance.start',
  args: { instance: label },
  label: `Start instance ${label}`,
  check: async () => true as const,
})
const entry = (over: Partial<UndoEntry>): UndoEntry => ({
  key: 7,
  title: 'Stopping instance web-1',
  steps: [step('web-1')],
  logSeqs: [1],
  at: 1000,
  ...over,
})

it('offers the last change first, right after it', () => {
  expect(undoEntries([entry({})], 1000 + 5000)).toEqual([
    expect.objectContaining({
      key: 'undo:7',
      commandId: 'history.undo',
      args: { entry: 7 },
      title: 'Undo: Start instance web-1',
    }),
  ])
})

it('offers nothing long after the change, or for one that cannot be undone', () => {
  expect(undoEntries([entry({})], 1000 + UNDO_OFFER_MS + 1)).toEqual([])
  expect(
    undoEntries([entry({ steps: [], never: 'Delete instance cannot be undone' })], 1001),
  ).toEqual([])
  expect(undoEntries([], 0)).toEqual([])
})
