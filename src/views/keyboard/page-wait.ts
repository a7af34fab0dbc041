// A table key typed while its page still loads (`/etcd` the moment the instances page starts
// loading) waits for the page's table, and the keys after it wait behind it: `/` then focuses
// the filter and `etcd` types into it (field-keys.ts), instead of `/` finding no table and the
// rest no binding.
import { activeTable, TABLE_KEYS } from './table-scope'

/** How long a table key typed while its page loads waits for the page's table at most. */
export const TABLE_WAIT_MS = 10_000

/** The page is still loading: a skeleton in its main region (its code or its list on the way). */
const pageLoading = () => {
  const main = document.querySelector('main')
  return !main || main.querySelector('[aria-busy="true"]') !== null
}

/** A table key (`/`, `j`...) with no table to take it while the page still loads. */
export const waitsForTable = (e: KeyboardEvent) =>
  !e.ctrlKey &&
  !e.metaKey &&
  !e.altKey &&
  Object.hasOwn(TABLE_KEYS, e.key) &&
  !activeTable() &&
  pageLoading()

/** Resolves once the page's table is here or the page has loaded (TABLE_WAIT_MS at most). */
export function tableHere(): Promise<void> {
  const since = performance.now()
  return new Promise((resolve) => {
    const look = () => {
      if (activeTable() || !pageLoading() || performance.now() - since > TABLE_WAIT_MS) resolve()
      else setTimeout(look, 25)
    }
    look()
  })
}
