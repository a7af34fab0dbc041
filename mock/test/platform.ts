// The in-process mock platform for unit tests, one call per test file: the console's client
// pointed at it, started before the file, reset before each test, closed after the file.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { setBaseUrl } from '@/api/client'
import { resetMock, server, startMockServer } from '../node'

/**
 * Registers the file's hooks where it is called (vitest runs beforeEach hooks in that order).
 * `register` runs once the platform is up: the commands' tests pass registerAllCommands, which
 * the mock does not import itself. `quiet` silences console.info and console.error.
 */
export function setUpMockPlatform({
  register,
  quiet = true,
}: { register?: () => void; quiet?: boolean } = {}) {
  beforeAll(() => {
    setBaseUrl('http://localhost')
    startMockServer()
    register?.()
    if (quiet) {
      vi.spyOn(console, 'info').mockImplementation(() => {})
      vi.spyOn(console, 'error').mockImplementation(() => {})
    }
  })
  beforeEach(() => resetMock())
  afterAll(() => server.close())
}
