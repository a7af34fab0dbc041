// @vitest-environment happy-dom
// Both keys of a chord typed before the built-in commands have loaded (a slow first load) are
// replayed in order once they have, so the chord still goes where it says.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { setBaseUrl } from '@/api/client'
import { commandsReady } from '@/commands/core/registry'
// The app's loader: the built-ins come from their own chunk, as in main.tsx.
import '@/commands/core/load'
import { renderShortcuts } from './shortcuts-harness'

beforeAll(() => {
  // The shell's queries (the current user for role-gated bindings) get an empty answer.
  setBaseUrl('http://localhost')
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }))
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(cleanup)
afterAll(() => vi.unstubAllGlobals())

it('a chord typed before the registry has loaded still goes where it says', async () => {
  const { hook, history } = memoryLocation({ path: '/projects/demo/instances', record: true })
  renderShortcuts(hook)
  expect(commandsReady()).toBe(false)
  act(() => {
    fireEvent.keyDown(window, { key: 'g', code: 'KeyG' })
    fireEvent.keyDown(window, { key: 'd', code: 'KeyD' })
  })
  await waitFor(() => expect(history.at(-1)).toBe('/projects/demo/disks'), { timeout: 5000 })
})
