// @vitest-environment happy-dom
// The row cursor belongs to the table it was set on: a list that replaces another in the same
// place (instances -> disks) starts without it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keyRefusalAtom, showKeyRefusalAtom } from '@/state/key-refusal'
import { store } from '@/state/store'
import { GONE_MS, MARK_MS } from './row-changes'
import { Table, type Column, type TableProps } from './table'

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

type Vm = { id: string; name: string; state: string }
const vmColumns: Column<Vm>[] = [
  { key: 'name', header: 'name', cell: (r) => <a href={`#${r.name}`}>{r.name}</a> },
  { key: 'state', header: 'state', cell: (r) => r.state },
]
const vms = (...names: string[]) =>
  names.map((name) => ({ id: `id-${name}`, name, state: 'running' }))
const cursorRow = (c: HTMLElement) => c.querySelector('tr.row-cursor')?.firstChild?.textContent
/** The rows the keys act on (not those fading out). */
const liveRows = (c: HTMLElement) =>
  [...c.querySelectorAll('tbody tr:not(.row-gone)')].map((r) => r.firstChild?.textContent)

function vmTable(rows: Vm[], extra: Partial<TableProps<Vm>> = {}) {
  return (
    <Table<Vm>
      label="Instances"
      columns={vmColumns}
      rows={rows}
      rowKey={(r) => r.id}
      pageKeys
      subjects={{ name: (r) => r.name, commands: () => [], drop: () => {} }}
      {...extra}
    />
  )
}

describe('live rows: what changes underneath moves nothing the user holds', () => {
  beforeEach(() => store.set(showKeyRefusalAtom, null))

  it('the cursor stays on its row when rows arrive or leave above it', () => {
    const { rerender, container } = render(vmTable(vms('a', 'b', 'c', 'd')))
    const table = screen.getByRole('table', { name: 'Instances' })
    for (let i = 0; i < 3; i++) fireEvent.keyDown(table, { key: 'ArrowDown' })
    expect(cursorRow(container)).toBe('c')
    rerender(vmTable(vms('b', 'c', 'd')))
    expect(cursorRow(container)).toBe('c')
    rerender(vmTable(vms('x', 'y', 'b', 'c', 'd')))
    expect(cursorRow(container)).toBe('c')
    // The keys go on from its row.
    fireEvent.keyDown(table, { key: 'ArrowDown' })
    expect(cursorRow(container)).toBe('d')
    expect(store.get(keyRefusalAtom)).toBeNull()
  })

  it('the pointer moving over a row takes the cursor; a row moving under a resting pointer does not', () => {
    const { container, rerender } = render(vmTable(vms('a', 'b', 'c')))
    fireEvent.keyDown(screen.getByRole('table', { name: 'Instances' }), { key: 'ArrowDown' })
    const row = (i: number) => container.querySelectorAll('tbody tr')[i]!
    fireEvent.mouseMove(row(2), { movementX: 4, movementY: 1 })
    expect(cursorRow(container)).toBe('c')
    // Rows arrive above: the browser's own mousemove on the row now under the pointer, which
    // did not move, leaves the cursor on its row.
    rerender(vmTable(vms('x', 'a', 'b', 'c')))
    fireEvent.mouseMove(row(2), { movementX: 0, movementY: 0 })
    expect(cursorRow(container)).toBe('c')
  })

  it('a row deleted under the cursor: the cursor and focus go to the next row, and the status line says so', () => {
    const { rerender, container } = render(vmTable(vms('a', 'b', 'c')))
    const table = screen.getByRole('table', { name: 'Instances' })
    fireEvent.keyDown(table, { key: 'ArrowDown' })
    fireEvent.keyDown(table, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('b')
    rerender(vmTable(vms('a', 'c')))
    expect(cursorRow(container)).toBe('c')
    expect(document.activeElement?.textContent).toBe('c')
    expect(store.get(keyRefusalAtom)?.text).toBe('b left the list · the cursor moved to c')
  })

  it('a row a filter hides moves the cursor on without a word', () => {
    const all = vms('a', 'b', 'c')
    const { rerender, container } = render(vmTable(all, { source: all }))
    const table = screen.getByRole('table', { name: 'Instances' })
    fireEvent.keyDown(table, { key: 'ArrowDown' })
    fireEvent.keyDown(table, { key: 'ArrowDown' })
    rerender(vmTable([all[0]!, all[2]!], { source: all }))
    expect(cursorRow(container)).toBe('c')
    expect(store.get(keyRefusalAtom)).toBeNull()
    // Nothing left the list: nothing fades, nothing is marked.
    expect(container.querySelector('tr.row-gone, tr.row-marked')).toBeNull()
  })

  it('a row that changed or is new is marked a moment; a row that left fades, out of reach', async () => {
    const { rerender, container } = render(vmTable(vms('a', 'b', 'c')))
    rerender(
      vmTable([
        { id: 'id-a', name: 'a', state: 'running' },
        { id: 'id-c', name: 'c', state: 'stopping' },
        { id: 'id-d', name: 'd', state: 'starting' },
      ]),
    )
    const marked = [...container.querySelectorAll('tr.row-marked')].map(
      (r) => r.firstChild?.textContent,
    )
    expect(marked).toEqual(['c', 'd'])
    const gone = container.querySelector('tr.row-gone')
    expect(gone?.firstChild?.textContent).toBe('b')
    expect(gone?.getAttribute('aria-hidden')).toBe('true')
    expect(gone?.hasAttribute('inert')).toBe(true)
    // Where it stood, between a and c; the keys and screen readers know only the rows there are.
    expect(
      [...container.querySelectorAll('tbody tr')].map((r) => r.firstChild?.textContent),
    ).toEqual(['a', 'b', 'c', 'd'])
    expect(liveRows(container)).toEqual(['a', 'c', 'd'])
    expect(screen.getAllByRole('row')).toHaveLength(4) // the header and three rows
    await waitFor(() => expect(container.querySelector('tr.row-gone')).toBeNull(), {
      timeout: GONE_MS + 500,
    })
    await waitFor(() => expect(container.querySelector('tr.row-marked')).toBeNull(), {
      timeout: MARK_MS + 500,
    })
  })

  it('an open row menu and the selection keep what they hold when rows leave above them', () => {
    function Menu({ name }: { name: string }) {
      const [open, setOpen] = useState(false)
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
          {`menu ${name}`}
        </button>
      )
    }
    const selected = new Set(['id-c'])
    const extra: Partial<TableProps<Vm>> = {
      menu: (r) => <Menu name={r.name} />,
      selection: {
        isSelected: (k) => selected.has(k),
        toggle: () => {},
        label: (r) => r.name,
      },
    }
    const { rerender } = render(vmTable(vms('a', 'b', 'c'), extra))
    fireEvent.click(screen.getByRole('button', { name: 'menu c' }))
    rerender(vmTable(vms('b', 'c'), extra))
    expect(screen.getByRole('button', { name: 'menu c' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    expect(screen.getByRole('checkbox', { name: 'Select c' })).toHaveProperty('checked', true)
  })

  it('another page of the list (another source key) marks nothing', () => {
    const { rerender, container } = render(vmTable(vms('a', 'b'), { sourceKey: 'page-1' }))
    rerender(vmTable(vms('c', 'd'), { sourceKey: 'page-2' }))
    expect(container.querySelector('tr.row-gone, tr.row-marked')).toBeNull()
  })
})
