// Closing the HTTP platform gives the mock its single session back: the node tests that share a
// worker with a server test (vite.config.ts) find the default user signed in, as after a fresh
// import, not a per-request session store that answers "nobody" outside any request.
import { expect, test } from 'vitest'
import { resetDb } from '../db/store'
import { resetSession, sessionUser } from '../msw/session'
import { parseOptions } from './options'
import { startMockPlatform } from './server'

test('after close, the session is the mock’s own again', async () => {
  resetDb()
  const platform = await startMockPlatform({
    ...parseOptions([]),
    port: 0,
    latency: [0, 0],
    quiet: true,
  })
  // Outside a request the server's store knows no one.
  expect(sessionUser()).toBeNull()
  await platform.close()
  resetSession()
  expect(sessionUser()).not.toBeNull()
})
