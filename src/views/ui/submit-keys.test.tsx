// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { submitOnModEnter } from './submit-keys'

afterEach(cleanup)

function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      onKeyDown={submitOnModEnter}
    >
      <input aria-label="Name" />
      <textarea aria-label="Description" />
      <button type="submit">Create</button>
    </form>
  )
}

it.each([
  ['ctrlKey', 'Name'],
  ['ctrlKey', 'Description'],
  ['metaKey', 'Description'],
])('%s+Enter in %s submits the form', (mod, label) => {
  const onSubmit = vi.fn()
  render(<Form onSubmit={onSubmit} />)
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter', [mod]: true })
  expect(onSubmit).toHaveBeenCalledTimes(1)
})

it('Enter alone, Shift or Alt with it, leave the textarea its newline', () => {
  const onSubmit = vi.fn()
  render(<Form onSubmit={onSubmit} />)
  const box = screen.getByLabelText('Description')
  fireEvent.keyDown(box, { key: 'Enter' })
  fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, shiftKey: true })
  fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true, altKey: true })
  expect(onSubmit).not.toHaveBeenCalled()
})
