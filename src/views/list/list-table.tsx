// A paginated API list as a dense table: the query, the skeleton while it loads, the empty
// state, row menus and the footer with counts and page controls. A failed list (a project that
// does not exist: 404) goes to the page's error boundary.
import { useState, type ReactNode } from 'react'
import type { Endpoint, EndpointParams, EndpointResponse } from '@/api/endpoint'
import { useApiQuery } from '@/api/hooks'
import { movingRows } from '@/api/transition-poll'
import type { CommandMenuItem } from '../command-menu'
import { EmptyState } from '../ui/empty-state'
import { PaginationBar } from '../ui/pagination'
import { Skeleton } from '../ui/skeleton'
import type { Column } from '../ui/table'
import { usePagination } from '../ui/use-pagination'
import { listParams, type ListBase } from './list-params'
import type { WholeListSearch } from './use-whole-list-filter'
import { BulkBar } from './bulk-bar'
import { FilterBox, useRowFilter } from './filter-box'
import { FilterStatus, KeysWaiting, NoMatch, type FilterState } from './filter-status'
import { useWholeListFilter } from './use-whole-list-filter'
import { useFocusRow } from './use-focus-row'
import { withStandardColumns } from './columns'
import { union, useHeldAnswer, useLocalPages, type LocalPages } from './use-local-pages'
import { useFilterInUrl, useListView, type ListView } from './list-view'
import { Body } from './list-body-table'
import { ColumnsMenu, SortStatus, ViewNotes } from './list-view-bar'
import { tableViewOf } from './table-view'
import {
  apiSortMode,
  sortedMatches,
  useWholeListsVersion,
  useWholeSort,
  wholeSortWanted,
  wholeKeyOf,
  type WholeSort,
} from './use-sorted-list'
import { knownTotal } from '@/api/whole-list-store'

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
  /**
   * The list's view (sort, filter, page size, columns) is in the URL: the page's own list, which
   * `main` is unless told otherwise (a tab's only list); a list beside others keeps it in place.
   */
  urlView?: boolean
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
  urlView = main,
}: ListTableProps<O>) {
  const base = params as { path?: unknown; query?: Record<string, unknown> }
  // Every column the list can show (the id and times too), then the view: which are shown, the
  // sort, the filter and page size the URL asks for.
  const all = withStandardColumns(columns, undefined)
  const view = useListView(
    endpoint.key,
    all.map((c) => ({ key: c.key, sortable: Boolean(c.sortValue), hidden: Boolean(c.hidden) })),
    urlView,
  )
  const sortCol = view.sort ? all.find((c) => c.key === view.sort?.key) : undefined
  const apiMode = apiSortMode(endpoint.key, view.sort, sortCol)
  const ep = endpoint as Endpoint<never>
  useWholeListsVersion()
  const wanted = wholeSortWanted({ endpoint: ep, base, sort: view.sort, column: sortCol, apiMode })
  // The API's order serves (name, id, time where it sorts by them): its pages, as without a sort.
  const asked = apiMode && !wanted ? { ...base, query: { ...base.query, sortBy: apiMode } } : base
  const pagination = usePagination(JSON.stringify(asked), view.limit, view.setLimit)
  const full = listParams(
    asked,
    pagination.limit,
    pagination.pageToken,
  ) as unknown as EndpointParams<O>
  const { data: answer, error } = useApiQuery(endpoint, full, {
    main,
    moving: moving
      ? (latest) => {
          const rows = (latest as { items?: ItemOf<O>[] }).items
          return Array.isArray(rows) ? movingRows(rows, rowKey, moving) : ''
        }
      : undefined,
  })
  const data = useHeldAnswer(`${endpoint.key}\n${JSON.stringify(base)}`, answer, error)
  // A list of one page is whole already: sorted as it is, nothing more read.
  const shown = data as { items?: ItemOf<O>[]; nextPage?: string | null } | undefined
  const onePage =
    shown?.items && !shown.nextPage && pagination.pageToken === undefined ? shown.items : undefined
  const whole = useWholeSort({
    endpoint: ep,
    base,
    sort: view.sort,
    column: sortCol,
    wanted,
    onePage,
  })
  if (error && !data) {
    if (main) throw error
    return <EmptyState title={`${label}: could not be loaded`} body={error.message} />
  }
  if (!data) return <Skeleton lines={10} label={`Loading ${label.toLowerCase()}`} />

  const page = data as unknown as { items: ItemOf<O>[]; nextPage?: string | null }
  const total = knownTotal(wholeKeyOf(ep, base))
  return (
    <ListBody
      view={view}
      all={all}
      sorted={whole as WholeSort<ItemOf<O>> | null}
      // The rows of the order before are on screen while the API's page of this one comes.
      pending={answer === undefined}
      whole={{
        endpoint: ep,
        // The filter reads the list from both ends in the API's own order whatever the sort:
        // its matches are sorted here (sortedMatches).
        base,
        // Another page exists: a filter looks at the whole list, not only this page.
        paginated: Boolean(page.nextPage) || pagination.pageToken !== undefined,
        shownMax: pagination.limit,
      }}
      label={label}
      columns={columns}
      items={page.items}
      asked={JSON.stringify(full)}
      rowKey={rowKey}
      rowName={rowName ?? ((r) => nameOf(r, rowKey(r)))}
      menu={menu}
      main={main}
      empty={<EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} />}
      footer={(rows, status, local) => (
        <>
          {/* The range and total are the pagination bar's; the filter's status is by its box. */}
          {local ? (
            // Sorted here over the whole list: its pages are turned here too.
            <PaginationBar
              pagination={{ ...pagination, ...local.pagination }}
              shown={rows.length}
              nextPage={local.more ? 'next' : null}
              total={local.total}
            />
          ) : (
            <PaginationBar
              pagination={pagination}
              shown={status.filter.trim() ? rows.length : page.items.length}
              nextPage={page.nextPage}
              total={total}
              filtered={
                status.filter.trim()
                  ? {
                      matched: status.matched,
                      complete: !status.paginated || Boolean(status.whole?.done),
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
    />
  )
}

const nameOf = (row: unknown, key: string) => (row as Named).name ?? key

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
  /** the page's rows as the platform answered */
  items: T[]
  /** what was asked for them (the list, its page): the table marks what changes between answers */
  asked: string
  rowKey: (row: T) => string
  rowName: (row: T) => string
  menu?: (row: T) => CommandMenuItem[]
  main: boolean
  empty: ReactNode
  footer: (rows: T[], status: FilterState, local: LocalPages<T> | null) => ReactNode
  view: ListView
  /** every column the list can show */
  all: Column<T>[]
  /** the list sorted here over its whole, when it is */
  sorted: WholeSort<T> | null
  /** the sort asked is not what the rows show yet */
  pending: boolean
}

/**
 * The loaded page of rows: a filter box (`/` focuses it), row selection (`x` or the checkbox)
 * with the bulk bar when the rows have menus, and the table.
 */
function ListBody<T>(props: BodyProps<T>) {
  const { label, items, asked, rowKey, rowName, menu, main, empty, footer, whole } = props
  const { view, all, sorted } = props
  const filter = useRowFilter(items, rowName, view.filter)
  useFilterInUrl(filter.filter, view)
  const needle = filter.filter.trim().toLowerCase()
  // Sorted here over the whole list: the filter and the pages work on it.
  const local = useLocalPages({
    sorted,
    needle,
    text: rowName,
    rowKey,
    items,
    limit: whole.shownMax,
  })
  const { search, stop } = useWholeListFilter({
    endpoint: whole.endpoint,
    base: whole.base,
    needle: whole.paginated && !local ? needle : null,
    text: rowName,
  })
  // This page's matches at once, the rest of the list's as the read finds them.
  const matches: T[] = local
    ? (local.matches as T[])
    : search
      ? sortedMatches(union(filter.rows, search.matches, rowKey), view, all)
      : filter.rows
  const rows = local ? local.rows : whole.paginated ? matches.slice(0, whole.shownMax) : matches
  const status: FilterState = {
    filter: filter.filter,
    shown: rows.length,
    matched: matches.length,
    pageRows: items.length,
    whole: (local ? local.search : search) as WholeListSearch<unknown> | null,
    paginated: whole.paginated || Boolean(local),
  }
  // The columns shown: those the view asks for that these rows have.
  const present = new Set(withStandardColumns(props.columns, items[0]).map((c) => c.key))
  const shownKeys = view.shown.filter((k) => present.has(k))
  const columns = all.filter((c) => shownKeys.includes(c.key))
  const tableView = tableViewOf(
    all.filter((c) => present.has(c.key)),
    shownKeys,
    view,
    Boolean(sorted?.pending) || (props.pending && !sorted?.rows),
  )
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
        <SortStatus whole={sorted as WholeSort<unknown> | null} view={tableView} />
        <ViewNotes notes={view.notes} />
        <KeysWaiting />
        <ColumnsMenu view={tableView} label={label} />
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
        source={items}
        sourceKey={asked}
        rowKey={rowKey}
        rowName={rowName}
        menu={menu}
        main={main}
        // While a filter is active the list is not empty: say what was searched instead.
        empty={needle ? <NoMatch {...status} /> : empty}
        footer={footer(rows, status, local)}
        filter={filter.link}
        view={tableView}
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
