// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { FilterBox, useRowFilter } from './filter-box'

afterEach(cleanup)

function Box({ onStop }: { onStop: () => void }) {
  const filter = useRowFilter([{ name: 'a' }], (r) => r.name)
  return <FilterBox label="Instances" state={filter} onStop={onStop} />
}

it('Esc stops what the filter is doing, then clears its text', () => {
  const onStop = vi.fn()
  render(<Box onStop={onStop} />)
  const box = screen.getByRole('searchbox', { name: 'Filter instances' })
  fireEvent.change(box, { target: { value: 'inst-09' } })
  fireEvent.keyDown(box, { key: 'Escape' })
  expect(onStop).toHaveBeenCalledTimes(1)
  expect((box as HTMLInputElement).value).toBe('')
})
