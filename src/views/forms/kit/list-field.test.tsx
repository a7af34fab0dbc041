// @vitest-environment happy-dom
// A list field offers live names of the chosen kind as the value is typed, less those added.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { ListField, type ListEntry } from './list-field'

afterEach(cleanup)

const NAMES: Record<string, string[]> = { vpc: ['default', 'edge'], subnet: ['web', 'db'] }

function Harness() {
  const [items, setItems] = useState<ListEntry[]>([{ type: 'vpc', value: 'default' }])
  return (
    <ListField
      label="Targets"
      items={items}
      onChange={setItems}
      kinds={[
        { value: 'vpc', label: 'vpc' },
        { value: 'subnet', label: 'subnet' },
        { value: 'ip', label: 'ip' },
      ]}
      validate={() => undefined}
      suggest={(kind) => NAMES[kind ?? ''] ?? []}
    />
  )
}

const offered = (input: HTMLElement) => {
  const id = input.getAttribute('list')
  if (!id) return []
  return [...document.querySelectorAll(`[id="${id}"] option`)].map((o) => o.getAttribute('value'))
}

it('offers the names of the chosen kind, without the ones already in the list', () => {
  render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Targets: value' })
  expect(offered(input)).toEqual(['edge'])
  fireEvent.change(screen.getByRole('combobox', { name: 'Targets: kind' }), {
    target: { value: 'subnet' },
  })
  expect(offered(screen.getByRole('combobox', { name: 'Targets: value' }))).toEqual(['web', 'db'])
  fireEvent.change(screen.getByRole('combobox', { name: 'Targets: kind' }), {
    target: { value: 'ip' },
  })
  // No names for an IP: a plain text box.
  expect(screen.getByRole('textbox', { name: 'Targets: value' }).getAttribute('list')).toBeNull()
})
