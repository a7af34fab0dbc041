// A paginated API list as a dense table: the query, the skeleton while it loads, the empty
// state, row menus and the footer with counts and page controls. A failed list (a project that
// does not exist: 404) goes to the page's error boundary.
import type { ReactNode } from 'react'
import type { Endpoint, EndpointParams, EndpointResponse } from '@/api/endpoint'
import { useApiQuery } from '@/api/hooks'
import { CommandMenu, type CommandMenuItem } from '../command-menu'
import { EmptyState } from '../ui/empty-state'
import { PaginationBar } from '../ui/pagination'
import { Skeleton } from '../ui/skeleton'
import { Table, type Column } from '../ui/table'
import { usePagination } from '../ui/use-pagination'

export type ItemOf<O> = EndpointResponse<O> extends { items: (infer T)[] } ? T : never

type Named = { id?: string; name?: string }

export type ListTableProps<O> = {
  /** accessible name of the table, e.g. "Instances" */
  label: string
  endpoint: Endpoint<O>
  /** the list's params without limit and pageToken */
  params: EndpointParams<O>
  columns: Column<ItemOf<O>>[]
  rowKey?: (row: ItemOf<O>) => string
  /** the row's "more actions" menu items (E's commands) */
  menu?: (row: ItemOf<O>) => CommandMenuItem[]
  /** empty state */
  emptyTitle: string
  emptyBody?: ReactNode
  emptyAction?: ReactNode
  /** poll while some row is in a transient state, e.g. an instance starting */
  pollWhile?: (rows: ItemOf<O>[]) => boolean
  /** how often to poll while `pollWhile` holds; 3 s unless given */
  pollMs?: number
  /**
   * A page's main list throws its error to the page's boundary (a missing project is the 404
   * page); a secondary list (a section of a detail page) shows it in place.
   */
  main?: boolean
}

const POLL_MS = 3000

const defaultKey = (row: unknown) => {
  const r = row as Named
  return r.id ?? r.name ?? JSON.stringify(row)
}

export function ListTable<O>({
  label,
  endpoint,
  params,
  columns,
  rowKey = defaultKey,
  menu,
  emptyTitle,
  emptyBody,
  emptyAction,
  pollWhile,
  pollMs = POLL_MS,
  main = false,
}: ListTableProps<O>) {
  const base = params as { path?: unknown; query?: Record<string, unknown> }
  const pagination = usePagination(JSON.stringify(base))
  const full = {
    ...base,
    query: { ...base.query, limit: pagination.limit, pageToken: pagination.pageToken },
  } as unknown as EndpointParams<O>
  const { data, error } = useApiQuery(endpoint, full, {
    refreshInterval: (latest) => {
      const rows = (latest as { items?: ItemOf<O>[] } | undefined)?.items
      return rows && pollWhile?.(rows) ? pollMs : 0
    },
  })
  if (error && !data) {
    if (main) throw error
    return <EmptyState title={`${label}: could not be loaded`} body={error.message} />
  }
  if (!data) return <Skeleton lines={10} label={`Loading ${label.toLowerCase()}`} />

  const page = data as unknown as { items: ItemOf<O>[]; nextPage?: string | null }
  const rows = page.items
  return (
    <Table<ItemOf<O>>
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      menu={
        menu &&
        ((row) => (
          <CommandMenu
            label={`Actions for ${(row as Named).name ?? rowKey(row)}`}
            items={menu(row)}
          />
        ))
      }
      empty={<EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} />}
      footer={
        <>
          <span>
            {rows.length} {rows.length === 1 ? 'row' : 'rows'}
            {pagination.page > 1 ? ` on page ${pagination.page}` : ''}
          </span>
          <PaginationBar pagination={pagination} shown={rows.length} nextPage={page.nextPage} />
        </>
      }
    />
  )
}
