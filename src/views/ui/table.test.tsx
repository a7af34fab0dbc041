// @vitest-environment happy-dom
// The row cursor belongs to the table it was set on: a list that replaces another in the same
// place (instances -> disks) starts without it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Table, type Column } from './table'

afterEach(cleanup)

type Row = { name: string }
const columns: Column<Row>[] = [
  { key: 'name', header: 'name', cell: (r) => <a href={`#${r.name}`}>{r.name}</a> },
]
const rows = (names: string[]) => names.map((name) => ({ name }))

it('a new table in the same place starts without the old cursor', () => {
  const { rerender, container } = render(
    <Table
      label="Instances"
      columns={columns}
      rows={rows(['a', 'b', 'c'])}
      rowKey={(r) => r.name}
    />,
  )
  const table = screen.getByRole('table', { name: 'Instances' })
  fireEvent.keyDown(table, { key: 'ArrowDown' })
  fireEvent.keyDown(table, { key: 'ArrowDown' })
  expect(container.querySelector('tr.row-cursor')?.textContent).toBe('b')
  rerender(
    <Table label="Disks" columns={columns} rows={rows(['d', 'e', 'f'])} rowKey={(r) => r.name} />,
  )
  expect(container.querySelector('tr.row-cursor')).toBeNull()
})

it('puts the cursor and focus on the row asked for, once it is shown', () => {
  const focusRow = (r: Row) => r.name === 'c'
  const { rerender, container } = render(
    <Table label="Disks" columns={columns} rows={[]} rowKey={(r) => r.name} focusRow={focusRow} />,
  )
  expect(container.querySelector('tr.row-cursor')).toBeNull()
  rerender(
    <Table
      label="Disks"
      columns={columns}
      rows={rows(['a', 'b', 'c', 'd'])}
      rowKey={(r) => r.name}
      focusRow={focusRow}
    />,
  )
  expect(container.querySelector('tr.row-cursor')?.textContent).toBe('c')
  expect(document.activeElement?.textContent).toBe('c')
  // The keys go on from there.
  fireEvent.keyDown(screen.getByRole('table', { name: 'Disks' }), { key: 'ArrowDown' })
  expect(container.querySelector('tr.row-cursor')?.textContent).toBe('d')
})
