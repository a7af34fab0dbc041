// The table of a list page (list-table.tsx): the rows it was given, their menus, the table keys
// on the page's main list.
import type { ReactNode } from 'react'
import { CommandMenu, type CommandMenuItem } from '../command-menu'
import type { TableView } from '../keyboard/table-scope'
import type { FilterLink } from '../ui/filter-link'
import { Table, type Column, type TableProps } from '../ui/table'

export function Body<T>({
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
  view,
  source,
  sourceKey,
}: {
  label: string
  columns: Column<T>[]
  rowKey: (row: T) => string
  rowName: (row: T) => string
  menu?: (row: T) => CommandMenuItem[]
  /** the page's main table: the table keys act on it */
  main: boolean
  empty: ReactNode
  view: TableView
  rows: T[]
  source: T[]
  sourceKey: string
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
      source={source}
      sourceKey={sourceKey}
      rowKey={rowKey}
      selection={selection}
      pageKeys={main}
      filter={filter}
      focusRow={focusRow}
      subjects={subjects}
      view={view}
      menu={
        menu &&
        ((row) => (
          <CommandMenu
            label={`Actions for ${rowName(row)}`}
            items={menu(row)}
            subject={{ id: (row as { id?: string }).id, name: rowName(row) }}
          />
        ))
      }
      empty={empty}
      footer={footer}
    />
  )
}
