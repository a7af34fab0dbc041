// The platform for node tests: the same handlers behind msw/node, no latency, instant state
// transitions (tests that need the intermediate states set a delay and step the clock), and
// request bodies validated against nexus.json like the real server's deserialiser.
import { setupServer } from 'msw/node'
import { handlers } from './handlers/all'
import { resetDb } from './db/store'
import { realClock } from './db/clock'
import { setTransitionDelay } from './db/transitions'
import { buildHandlers, setBodyValidator } from './msw/router'
import { resetSession } from './msw/session'
import { setChaos, setLatency } from './msw/settings'
import { requestValidator } from './validate/nexus-spec'

export const server = setupServer(...buildHandlers(handlers))

/** Fresh database, default user signed in, real clock, no latency, no chaos, instant transitions. */
export function resetMock() {
  resetDb()
  resetSession()
  realClock()
  setLatency(0)
  setChaos(false)
  setTransitionDelay(0)
}

/** Start intercepting fetch (call in beforeAll; pair with `server.close()` in afterAll). */
export function startMockServer() {
  resetMock()
  setBodyValidator(requestValidator())
  server.listen({ onUnhandledRequest: 'error' })
  return server
}
