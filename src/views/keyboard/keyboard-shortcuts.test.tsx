// @vitest-environment happy-dom
// A key pressed before the built-in commands have loaded (a slow first load) still counts: the
// handler waits for the registry and replays it, instead of dropping it.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { commandsLoaded } from '@/commands/core/load'
import { helpOpenAtom } from '@/state/palette'
import { store } from '@/state/store'
import { renderShortcuts, setUpShortcutTests } from './shortcuts-harness'

setUpShortcutTests()

it('? pressed before the registry has loaded opens the key help once it has', async () => {
  expect(commandsLoaded()).toBe(false)
  const { hook } = memoryLocation({ path: '/projects' })
  renderShortcuts(hook)
  expect(store.get(helpOpenAtom)).toBe(false)
  act(() => {
    fireEvent.keyDown(window, { key: '?', code: 'Slash', shiftKey: true })
  })
  // Loading (and, under vitest, transforming) every command module takes what it takes on a
  // busy machine: this checks the key is kept, not how fast the registry loads.
  await waitFor(() => expect(store.get(helpOpenAtom)).toBe(true), { timeout: 5000 })
  expect(commandsLoaded()).toBe(true)
})
