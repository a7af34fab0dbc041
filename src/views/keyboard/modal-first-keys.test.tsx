// @vitest-environment happy-dom
// A modal that has just opened may not hold focus yet (its focus manager moves it a frame later).
// Esc pressed in that moment still closes it, and no key reaches the page under it.
import { act, fireEvent } from '@testing-library/react'
import { expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { helpOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { ModalShell } from '../ui/modal-shell'
import { renderShortcuts, setUpShortcutTests } from './shortcuts-harness'

setUpShortcutTests()

it('Esc closes a modal whose focus has not arrived yet; page keys do not pass under it', () => {
  const dismissed: string[] = []
  const { hook } = memoryLocation({ path: '/projects' })
  renderShortcuts(
    hook,
    <ModalShell title="Result" panelClass="dialog" onDismiss={() => dismissed.push('esc')} />,
  )
  // Focus is still on the page, as in the frame before the focus manager moves it.
  ;(document.activeElement as HTMLElement | null)?.blur()
  expect(document.activeElement).toBe(document.body)
  act(() => {
    fireEvent.keyDown(window, { key: '?', code: 'Slash', shiftKey: true })
  })
  expect(store.get(helpOpenAtom)).toBe(false)
  act(() => {
    fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' })
  })
  expect(dismissed).toEqual(['esc'])
})
