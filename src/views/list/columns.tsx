// Column builders shared by the list pages: linked name, description, created and modified
// times, id. Each says how it sorts: by the API's `sort_by` where the API has one for it (name,
// id, time on the time-ordered lists), else over the whole list read (use-sorted-list.ts).
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { CopyButton } from '../ui/copy-button'
import type { Column } from '../ui/table'
import { RelTime, ShortId } from '../ui/units'

type Named = { name: string }

export function nameColumn<T extends Named>(to?: (row: T) => string): Column<T> {
  return {
    key: 'name',
    header: 'name',
    sortValue: (r) => r.name,
    apiSort: { ascending: 'name_ascending', descending: 'name_descending' },
    cell: (r) => (to ? <Link href={to(r)}>{r.name}</Link> : r.name),
  }
}

export function descriptionColumn<T extends { description: string }>(): Column<T> {
  return {
    key: 'description',
    header: 'description',
    sortValue: (r) => r.description,
    cell: (r) => <span className="muted">{r.description || <span className="dim">–</span>}</span>,
  }
}

export function createdColumn<T extends { timeCreated: Date }>(): Column<T> {
  return {
    key: 'created',
    header: 'created',
    // `a` for age, as in k9s.
    letter: 'a',
    sortValue: (r) => r.timeCreated,
    apiSort: { ascending: 'time_and_id_ascending', descending: 'time_and_id_descending' },
    cell: (r) => <RelTime date={r.timeCreated} />,
  }
}

/** Time modified: not shown unless asked for (`show column modified`). */
export function modifiedColumn<T extends { timeModified: Date }>(): Column<T> {
  return {
    key: 'modified',
    header: 'modified',
    hidden: true,
    sortValue: (r) => r.timeModified,
    cell: (r) => <RelTime date={r.timeModified} />,
  }
}

/** The id, shown short with a button that copies it whole; not shown unless asked for. */
export function idColumn<T extends { id: string }>(): Column<T> {
  return {
    key: 'id',
    header: 'id',
    hidden: true,
    sortValue: (r) => r.id,
    apiSort: { ascending: 'id_ascending' },
    cell: (r) => (
      <span className="cell-id">
        <ShortId id={r.id} />
        <CopyButton text={r.id} label="copy" what={`id ${r.id}`} />
      </span>
    ),
  }
}

/** A column from a key and a cell, for the one-off ones. */
export function col<T>(
  key: string,
  cell: (row: T) => ReactNode,
  opts: Partial<Column<T>> = {},
): Column<T> {
  return { key, header: key, cell, ...opts }
}

const has = (row: unknown, field: string) => typeof row === 'object' && row !== null && field in row

/**
 * The page's columns with the ones every list can show added where the page has none of that
 * key and its rows carry the field (all of them before the first row is known): id, created and
 * modified, not shown unless asked for.
 */
export function withStandardColumns<T>(columns: Column<T>[], sample: T | undefined): Column<T>[] {
  const keys = new Set(columns.map((c) => c.key))
  const can = (field: string) => sample === undefined || has(sample, field)
  const more: Column<T>[] = []
  if (!keys.has('id') && can('id')) more.push(idColumn() as unknown as Column<T>)
  if (!keys.has('created') && can('timeCreated'))
    more.push({ ...(createdColumn() as unknown as Column<T>), hidden: true })
  if (!keys.has('modified') && can('timeModified'))
    more.push(modifiedColumn() as unknown as Column<T>)
  return more.length ? [...columns, ...more] : columns
}
