// @vitest-environment happy-dom
// Both keys of a chord typed before the built-in commands have loaded (a slow first load) are
// replayed in order once they have, so the chord still goes where it says; meanwhile the count
// of kept keys is there for the table's status line.
import { act, fireEvent, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { commandsReady } from '@/commands/core/registry'
import { keysWaitingAtom } from '@/state/keys-waiting'
import { store } from '@/state/store'
// The app's loader: the built-ins come from their own chunk, as in main.tsx.
import '@/commands/core/load'
import { renderShortcuts, setUpShortcutTests } from './shortcuts-harness'

setUpShortcutTests()

it('a chord typed before the registry has loaded still goes where it says', async () => {
  const { hook, history } = memoryLocation({ path: '/projects/demo/instances', record: true })
  renderShortcuts(hook)
  expect(commandsReady()).toBe(false)
  act(() => {
    fireEvent.keyDown(window, { key: 'g', code: 'KeyG' })
    fireEvent.keyDown(window, { key: 'd', code: 'KeyD' })
  })
  // Meanwhile the table's status line says two keys are kept, and nothing once they have run.
  expect(store.get(keysWaitingAtom)).toBe(2)
  await waitFor(() => expect(history.at(-1)).toBe('/projects/demo/disks'), { timeout: 5000 })
  expect(store.get(keysWaitingAtom)).toBe(0)
})
