// A paginated API list as a dense table: the query, the skeleton while it loads, the empty
// state, row menus and the footer with counts and page controls. A failed list (a project that
// does not exist: 404) goes to the page's error boundary.
import { useMemo, useState, type ReactNode } from 'react'
import { useSearch } from 'wouter'
import type { Endpoint, EndpointParams, EndpointResponse } from '@/api/endpoint'
import { useApiQuery } from '@/api/hooks'
import { CommandMenu, type CommandMenuItem } from '../command-menu'
import { EmptyState } from '../ui/empty-state'
import { PaginationBar } from '../ui/pagination'
import { Skeleton } from '../ui/skeleton'
import { Table, type Column, type TableProps } from '../ui/table'
import { usePagination } from '../ui/use-pagination'
import { listParams } from './list-params'
import { BulkBar } from './bulk-bar'
import { FilterBox, useRowFilter } from './filter-box'

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
  /**
   * What a row is called: the filter matches it, the row menu and the bulk bar say it. The row's
   * `name` (or its key) unless given, e.g. for links that carry only ids.
   */
  rowName?: (row: ItemOf<O>) => string
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
  rowName,
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
  const full = listParams(
    base,
    pagination.limit,
    pagination.pageToken,
  ) as unknown as EndpointParams<O>
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
  return (
    <ListBody
      label={label}
      columns={columns}
      items={page.items}
      rowKey={rowKey}
      rowName={rowName ?? ((r) => nameOf(r, rowKey(r)))}
      menu={menu}
      main={main}
      empty={<EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} />}
      footer={(rows) => (
        <>
          {/* The range and total are the pagination bar's; a filter says how many it kept. */}
          {rows.length !== page.items.length && (
            <span>
              {rows.length} of {page.items.length} on this page match the filter
            </span>
          )}
          <PaginationBar
            pagination={pagination}
            shown={page.items.length}
            nextPage={page.nextPage}
          />
        </>
      )}
    />
  )
}

const nameOf = (row: unknown, key: string) => (row as Named).name ?? key

type BodyProps<T> = {
  label: string
  columns: Column<T>[]
  items: T[]
  rowKey: (row: T) => string
  rowName: (row: T) => string
  menu?: (row: T) => CommandMenuItem[]
  main: boolean
  empty: ReactNode
  footer: (rows: T[]) => ReactNode
}

/**
 * The loaded page of rows: a filter box (`/` focuses it), row selection (`x` or the checkbox)
 * with the bulk bar when the rows have menus, and the table.
 */
function ListBody<T>(props: BodyProps<T>) {
  const { label, columns, items, rowKey, rowName, menu, main, empty, footer } = props
  // `?row=<name>` on a page's main list: that row gets the cursor (an `oxide disk view` line).
  const search = useSearch()
  const wanted = main ? new URLSearchParams(search).get('row') : null
  const focusRow = useMemo(
    () => (wanted ? (r: T) => rowName(r) === wanted || rowKey(r) === wanted : undefined),
    [wanted, rowName, rowKey],
  )
  const filter = useRowFilter(items, rowName)
  const rows = filter.rows
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Only rows still listed count as selected (a row may leave the page or the filter).
  const chosen = rows.filter((r) => selected.has(rowKey(r)))
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <>
      <FilterBox label={label} state={filter} />
      {menu && (
        <BulkBar
          selected={chosen.map((r) => ({ label: rowName(r), items: menu(r) }))}
          onClear={() => setSelected(new Set())}
        />
      )}
      <Body
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowName={rowName}
        menu={menu}
        main={main}
        empty={empty}
        footer={footer(rows)}
        filter={filter.focus}
        focusRow={focusRow}
        selection={
          menu && {
            isSelected: (key: string) => selected.has(key),
            toggle,
            clear: () => {
              if (chosen.length === 0) return false
              setSelected(new Set())
              return true
            },
            label: rowName,
          }
        }
      />
    </>
  )
}

function Body<T>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  menu,
  main,
  empty,
  footer,
  selection,
  filter,
  focusRow,
}: Omit<BodyProps<T>, 'items' | 'footer'> & {
  rows: T[]
  footer: ReactNode
  filter: () => void
  focusRow?: (row: T) => boolean
  selection?: TableProps<T>['selection']
}) {
  return (
    <Table<T>
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      selection={selection}
      pageKeys={main}
      filter={filter}
      focusRow={focusRow}
      menu={
        menu && ((row) => <CommandMenu label={`Actions for ${rowName(row)}`} items={menu(row)} />)
      }
      empty={empty}
      footer={footer}
    />
  )
}
