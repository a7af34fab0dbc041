// The results of the last bulk action run from a command line (the palette's, or a script's):
// shown over the page until dismissed, since no table's bulk bar ran it.
import { atom } from './store'

export type BulkRowResult = { label: string; status: 'ok' | 'error'; message?: string }

export type BulkOutcome = { title: string; results: BulkRowResult[] }

export const bulkOutcomeAtom = atom<BulkOutcome | null>(null)
