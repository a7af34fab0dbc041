// A paginated API list as a dense table: the query, the skeleton while it loads, the empty
// state, row menus and the footer with counts and page controls. A failed list (a project that
// does not exist: 404) goes to the page's error boundary.
import { useState, type ReactNode } from 'react'
import type { Endpoint, EndpointParams, EndpointResponse } from '@/api/endpoint'
import { useApiQuery } from '@/api/hooks'
import { movingRows } from '@/api/transition-poll'
import { CommandMenu, type CommandMenuItem } from '../command-menu'
import { EmptyState } from '../ui/empty-state'
import { PaginationBar } from '../ui/pagination'
import { Skeleton } from '../ui/skeleton'
import type { FilterLink } from '../ui/filter-link'
import { Table, type Column, type TableProps } from '../ui/table'
import { usePagination } from '../ui/use-pagination'
import { listParams, type ListBase } from './list-params'
import type { WholeListSearch } from './use-whole-list-filter'
import { BulkBar } from './bulk-bar'
import { FilterBox, useRowFilter } from './filter-box'
import { FilterStatus, KeysWaiting, NoMatch, type FilterState } from './filter-status'
import { useWholeListFilter } from './use-whole-list-filter'
import { useFocusRow } from './use-focus-row'

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
  /**
   * A row's transient state (an instance `starting`), falsy when it is at rest: the list is read
   * again fast for a while after a row starts moving, then slowly (api/transition-poll.ts).
   */
  moving?: (row: ItemOf<O>) => string | false | null | undefined
  /**
   * A page's main list throws its error to the page's boundary (a missing project is the 404
   * page); a secondary list (a section of a detail page) shows it in place.
   */
  main?: boolean
}

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
  moving,
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
    main,
    moving: moving
      ? (latest) => {
          const rows = (latest as { items?: ItemOf<O>[] }).items
          return Array.isArray(rows) ? movingRows(rows, rowKey, moving) : ''
        }
      : undefined,
  })
  if (error && !data) {
    if (main) throw error
    return <EmptyState title={`${label}: could not be loaded`} body={error.message} />
  }
  if (!data) return <Skeleton lines={10} label={`Loading ${label.toLowerCase()}`} />

  const page = data as unknown as { items: ItemOf<O>[]; nextPage?: string | null }
  return (
    <ListBody
      whole={{
        endpoint: endpoint as Endpoint<never>,
        base,
        // Another page exists: a filter looks at the whole list, not only this page.
        paginated: Boolean(page.nextPage) || pagination.pageToken !== undefined,
        shownMax: pagination.limit,
      }}
      label={label}
      columns={columns}
      items={page.items}
      rowKey={rowKey}
      rowName={rowName ?? ((r) => nameOf(r, rowKey(r)))}
      menu={menu}
      main={main}
      empty={<EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} />}
      footer={(rows, status) => (
        <>
          {/* The range and total are the pagination bar's; the filter's status is by its box. */}
          <PaginationBar
            pagination={pagination}
            shown={status.filter.trim() ? rows.length : page.items.length}
            nextPage={page.nextPage}
            filtered={
              status.filter.trim()
                ? {
                    matched: status.matched,
                    complete: !status.paginated || Boolean(status.whole?.done),
                  }
                : undefined
            }
          />
        </>
      )}
    />
  )
}

const nameOf = (row: unknown, key: string) => (row as Named).name ?? key

/** `first`, then the rows of `more` not in it. */
function union<T>(first: T[], more: T[], key: (row: T) => string) {
  const seen = new Set(first.map(key))
  return [...first, ...more.filter((r) => !seen.has(key(r)))]
}

type BodyProps<T> = {
  whole: {
    endpoint: Endpoint<never>
    base: ListBase
    paginated: boolean
    /** the most matching rows shown at once (the page size) */
    shownMax: number
  }
  label: string
  columns: Column<T>[]
  items: T[]
  rowKey: (row: T) => string
  rowName: (row: T) => string
  menu?: (row: T) => CommandMenuItem[]
  main: boolean
  empty: ReactNode
  footer: (rows: T[], status: FilterState) => ReactNode
}

/**
 * The loaded page of rows: a filter box (`/` focuses it), row selection (`x` or the checkbox)
 * with the bulk bar when the rows have menus, and the table.
 */
function ListBody<T>(props: BodyProps<T>) {
  const { label, columns, items, rowKey, rowName, menu, main, empty, footer, whole } = props
  const filter = useRowFilter(items, rowName)
  const needle = filter.filter.trim().toLowerCase()
  const { search, stop } = useWholeListFilter({
    endpoint: whole.endpoint,
    base: whole.base,
    needle: whole.paginated ? needle : null,
    text: rowName,
  })
  // This page's matches at once, the rest of the list's as the read finds them.
  const matches = search ? union(filter.rows, search.matches, rowKey) : filter.rows
  const rows = whole.paginated ? matches.slice(0, whole.shownMax) : matches
  const status: FilterState = {
    filter: filter.filter,
    shown: rows.length,
    matched: matches.length,
    pageRows: items.length,
    whole: search as WholeListSearch<unknown> | null,
    paginated: whole.paginated,
  }
  // The row a create made, or `?row=<name>`: that row gets the cursor.
  const focusRow = useFocusRow({ main, listKey: whole.endpoint.key, rows, rowName, rowKey })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Only rows still listed count as selected (a row may leave the page or the filter).
  const chosen = rows.filter((r) => selected.has(rowKey(r)))
  const drop = (keys: string[]) =>
    setSelected((s) => new Set([...s].filter((k) => !keys.includes(k))))
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (!next.delete(key)) next.add(key)
      return next
    })
  return (
    <>
      <FilterBox label={label} state={filter} onStop={stop}>
        <FilterStatus {...status} />
        <KeysWaiting />
      </FilterBox>
      {menu && (
        <BulkBar
          selected={chosen.map((r) => ({ key: rowKey(r), label: rowName(r), items: menu(r) }))}
          onClear={(keys) => (keys ? drop(keys) : setSelected(new Set()))}
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
        // While a filter is active the list is not empty: say what was searched instead.
        empty={needle ? <NoMatch {...status} /> : empty}
        footer={footer(rows, status)}
        filter={filter.link}
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
        subjects={menu && { name: rowName, commands: menu, drop }}
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
  subjects,
}: Omit<BodyProps<T>, 'items' | 'footer' | 'whole'> & {
  rows: T[]
  footer: ReactNode
  filter: FilterLink
  focusRow?: (row: T) => boolean
  selection?: TableProps<T>['selection']
  subjects?: TableProps<T>['subjects']
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
      subjects={subjects}
      menu={
        menu &&
        ((row) => (
          <CommandMenu
            label={`Actions for ${rowName(row)}`}
            items={menu(row)}
            subject={{ id: (row as Named).id, name: rowName(row) }}
          />
        ))
      }
      empty={empty}
      footer={footer}
    />
  )
}
