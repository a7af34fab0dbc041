// The audit log's view as every list has one: its columns shown and hidden (the id too), kept in
// the URL and per list, and its sort, which stays the log's own time order (`order=` in the
// URL, the API's time_and_id sort): `sort time asc`, Shift+T or the time header reverse it.
import { useMemo } from 'react'
import type { AuditLogEntry } from '@/api/generated/schemas'
import type { TableView } from '../../../keyboard/table-scope'
import { idColumn } from '../../../list/columns'
import { useListView } from '../../../list/list-view'
import { tableViewOf } from '../../../list/table-view'
import type { Column } from '../../../ui/table'

export function useAuditView(
  columns: Column<AuditLogEntry>[],
  order: 'ascending' | 'descending',
  setOrder: (order: 'ascending' | 'descending') => void,
) {
  const all = useMemo(() => [...columns, idColumn<AuditLogEntry>()], [columns])
  const view = useListView(
    'auditLogList',
    all.map((c) => ({ key: c.key, sortable: false, hidden: Boolean(c.hidden) })),
    true,
  )
  const base = tableViewOf(all, view.shown, view, false)
  const tableView: TableView = {
    ...base,
    columns: base.columns.map((c) => ({ ...c, sortable: c.key === 'time' })),
    letters: new Map([['time', 't']]),
    sort: { key: 'time', dir: order },
    sortBy: (key, dir) => {
      if (key !== 'time') return
      setOrder(dir ?? (order === 'ascending' ? 'descending' : 'ascending'))
    },
  }
  const shown = all.filter((c) => view.shown.includes(c.key))
  return { shown, tableView }
}
