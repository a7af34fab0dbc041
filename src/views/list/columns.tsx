// Column builders shared by the list pages: linked name, description, created time, id.
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { Column } from '../ui/table'
import { RelTime, ShortId } from '../ui/units'

type Named = { name: string }

export function nameColumn<T extends Named>(to?: (row: T) => string): Column<T> {
  return {
    key: 'name',
    header: 'name',
    sortValue: (r) => r.name,
    cell: (r) => (to ? <Link href={to(r)}>{r.name}</Link> : r.name),
  }
}

export function descriptionColumn<T extends { description: string }>(): Column<T> {
  return {
    key: 'description',
    header: 'description',
    cell: (r) => <span className="muted">{r.description || <span className="dim">–</span>}</span>,
  }
}

export function createdColumn<T extends { timeCreated: Date }>(): Column<T> {
  return {
    key: 'created',
    header: 'created',
    sortValue: (r) => r.timeCreated,
    cell: (r) => <RelTime date={r.timeCreated} />,
  }
}

export function idColumn<T extends { id: string }>(): Column<T> {
  return { key: 'id', header: 'id', cell: (r) => <ShortId id={r.id} /> }
}

/** A column from a key and a cell, for the one-off ones. */
export function col<T>(
  key: string,
  cell: (row: T) => ReactNode,
  opts: Partial<Column<T>> = {},
): Column<T> {
  return { key, header: key, cell, ...opts }
}
