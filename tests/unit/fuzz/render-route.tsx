// Renders the whole console (shell, page, overlays) at one URL in front of a random platform
// and reports what went wrong: the page-level error page, a panel that could not draw, or an
// error nothing caught. Used by the route fuzz tests; see docs/testing-and-performance.md.
import { act, cleanup, render } from '@testing-library/react'
import { vi } from 'vitest'
import type { ErrorInfo } from 'react'
import { ApiError } from '@/api/errors'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { App } from '@/views/app'
import { ERROR_MESSAGE } from '@/views/errors/error-page'
import { fuzzPlatform } from './fuzz-fetch'

export type RouteOutcome = {
  /** the page-level error page showed for something other than a failed call */
  pageError: boolean
  /** render errors an error boundary caught (page or panel), as text, except failed calls */
  caught: string[]
  /** things the page showed that it should not: a panel that could not draw, an unnamed error */
  shown: string[]
  /** errors no boundary caught */
  uncaught: string[]
  /** calls that match no operation of the API */
  unknownCalls: string[]
  calls: number
}

// A known value for every path parameter of the route table.
const PARAM_VALUES: Record<string, string> = {
  sledId: '2f3a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b',
}
export const concretePath = (pattern: string) =>
  pattern.replace(
    /:(\w+)/g,
    (_, name: string) => PARAM_VALUES[name] ?? `fuzz-${name.toLowerCase()}`,
  )

/**
 * A WebSocket the platform refuses, as a rack without the serial console endpoint (or behind a
 * proxy without websockets) does: an error, then a close with code 1006.
 */
class RefusedSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readyState = 0
  binaryType = 'blob'
  constructor(readonly url: string) {
    super()
    setTimeout(() => {
      this.readyState = 3
      this.dispatchEvent(new Event('error'))
      this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }))
    }, 20)
  }
  send() {}
  close() {
    this.readyState = 3
  }
}

/**
 * happy-dom has no canvas: a 2D context that draws nothing, so uPlot runs all of its arithmetic
 * (scales, ticks, paths) on the generated data as it would in a browser.
 */
function stubCanvas() {
  const noop = () => {}
  const gradient = { addColorStop: noop }
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key]
      if (key === 'measureText') return (s: string) => ({ width: String(s).length * 7 })
      if (key === 'createLinearGradient' || key === 'createRadialGradient') return () => gradient
      if (key === 'getLineDash') return () => []
      return noop
    },
    set(target, key, value) {
      target[key] = value
      return true
    },
  })
  HTMLCanvasElement.prototype.getContext = (() => ctx) as never
  const path = new Proxy({}, { get: () => noop })
  globalThis.Path2D = function Path2D() {
    return path
  } as unknown as typeof Path2D
}

const STEP_MS = 50

let installed = false
function install() {
  if (installed) return
  installed = true
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  stubCanvas()
  globalThis.WebSocket = RefusedSocket as unknown as typeof WebSocket
}

const describeError = (e: unknown) =>
  e instanceof Error
    ? `${e.name}: ${e.message}${e.stack ? `\n${e.stack.split('\n').slice(1, 6).join('\n')}` : ''}`
    : String(e)

/**
 * Renders `path` with every call answered from `seed` and waits until the page settles. Timers
 * are fake: the 500 ms a loading indicator is held, polling and debounces pass in virtual time,
 * so a render costs its CPU time only. `maxMs` is virtual time too.
 */
export async function renderRoute(
  path: string,
  seed: number,
  maxMs = 6000,
  /** runs once calls are answered, before the first render (main.tsx's start-up work) */
  beforeRender?: () => void,
): Promise<RouteOutcome> {
  install()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  const t0 = Date.now()
  const platform = fuzzPlatform(seed)
  globalThis.fetch = platform.fetch
  window.history.replaceState(null, '', path)
  const caught: string[] = []
  const uncaught: string[] = []
  const onWindowError = (e: ErrorEvent) => void uncaught.push(describeError(e.error ?? e.message))
  window.addEventListener('error', onWindowError)
  // Errors thrown outside React (a chart's drawing in a microtask, a rejected promise).
  const onProcessError = (e: unknown) => void uncaught.push(describeError(e))
  process.on('uncaughtException', onProcessError)
  process.on('unhandledRejection', onProcessError)
  const onCaughtError = (error: unknown, _info: ErrorInfo) => {
    // A page query the platform failed on purpose shows the error page: that is its job. Any
    // other error, an ApiError the console made up from the data included, is a defect.
    if (error instanceof ApiError && error.requestId && platform.errorIds.has(error.requestId))
      return
    caught.push(error instanceof ApiError ? `ApiError: ${error.message}` : describeError(error))
  }
  try {
    beforeRender?.()
    await act(async () => {
      render(<App />, { onCaughtError })
    })
    // Settled: no call in flight and the document unchanged over a few steps of 50 ms.
    let last = ''
    let stable = 0
    if (process.env.FUZZ_DEBUG) console.log(`first render ${Date.now() - t0} ms`)
    for (let elapsed = 0; stable < 3 && elapsed < maxMs; elapsed += STEP_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(STEP_MS)
      })
      const html = document.body.innerHTML
      const busy = platform.pending() > 0 || document.querySelector('[aria-busy="true"]') !== null
      stable = !busy && html === last ? stable + 1 : 0
      last = html
    }
  } catch (e) {
    uncaught.push(describeError(e))
  }
  if (process.env.FUZZ_DEBUG) console.log(`render ${path}: ${Date.now() - t0} ms`)
  const text = document.body.textContent ?? ''
  if (process.env.FUZZ_DEBUG)
    console.log(`${platform.calls.length} calls; text: ${text.slice(0, 600)}`)
  const stillBusy = document.querySelector('[aria-busy="true"]') !== null
  // The error page for a failed call names its request id; one naming none is a crash.
  const failedCall = [...platform.errorIds].some((id) => text.includes(`(request ${id})`))
  const pageError = text.includes(ERROR_MESSAGE) && !failedCall
  const shown = [
    ...(text.includes('could not draw:')
      ? [`a panel showed "${/could not draw:[^\n]{0,120}/.exec(text)?.[0]}…"`]
      : []),
    ...(stillBusy ? [`still loading after ${maxMs} ms (virtual time)`] : []),
    ...(text.includes('Unknown server error')
      ? ['an error answer reads "Unknown server error" instead of naming what happened']
      : []),
  ]
  cleanup()
  vi.useRealTimers()
  window.removeEventListener('error', onWindowError)
  process.off('uncaughtException', onProcessError)
  process.off('unhandledRejection', onProcessError)
  return {
    pageError,
    caught,
    shown,
    uncaught,
    unknownCalls: [...new Set(platform.unknown)],
    calls: platform.calls.length,
  }
}
