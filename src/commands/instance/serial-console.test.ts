// The pop-out command: gated like opening the serial console (section 4), opens the console
// route alone in a named window, and says so when the browser blocks it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { registerAllCommands } from '../all'
import { availability, dispatch } from '../core/dispatch'
import { findCommand } from '../core/registry'
import { serialConsolePopoutUrl } from './serial-console'
import { fakeContext } from '../core/test-context'

const open = vi.fn()
setUpMockPlatform({ register: registerAllCommands })
beforeAll(() => {
  vi.stubGlobal('window', { open })
})
beforeEach(() => {
  open.mockReset()
})
afterAll(() => {
  vi.unstubAllGlobals()
})

const run = (instance: string) =>
  dispatch('serial-console.pop-out', { project: 'demo', instance }, 'test', {
    ctx: fakeContext().ctx,
  })

describe('serial-console.pop-out', () => {
  it('opens the console route with the pop-out flag in a window of its own', async () => {
    const focus = vi.fn()
    open.mockReturnValue({ focus })
    expect(await run('web-1')).toMatchObject({ status: 'ok' })
    expect(open).toHaveBeenCalledWith(
      '/projects/demo/instances/web-1/serial-console?popout=1',
      'serial-console:demo/web-1',
      'popup,width=1000,height=640',
    )
    expect(focus).toHaveBeenCalled()
    expect(serialConsolePopoutUrl({ project: 'demo', instance: 'web-1' })).toBe(
      '/projects/demo/instances/web-1/serial-console?popout=1',
    )
  })

  it('is refused for an instance outside the console states, with the reason', async () => {
    expect(await run('web-3')).toMatchObject({
      status: 'error',
      message:
        'Only running, rebooting, migrating or repairing instances can open a serial console',
    })
    expect(open).not.toHaveBeenCalled()
  })

  it('names the problem when the browser blocks the window', async () => {
    open.mockReturnValue(null)
    expect(await run('web-1')).toMatchObject({
      status: 'error',
      message: 'The browser blocked the new window: allow pop-ups for this site',
    })
  })
})

describe('nav.serial-console', () => {
  const go = (instance: string) => {
    const f = fakeContext()
    return {
      result: dispatch('nav.serial-console', { project: 'demo', instance }, 'test', { ctx: f.ctx }),
      navigated: f.navigated,
    }
  }

  it('is disabled with the reason outside the console states (row menu, header, palette)', () => {
    const cmd = findCommand('nav.serial-console')
    if (!cmd) throw new Error('nav.serial-console is not registered')
    const ctx = fakeContext().ctx
    const args = { project: 'demo', instance: 'x' }
    for (const runState of ['stopped', 'failed', 'creating', 'starting', 'stopping'])
      expect(availability(cmd, ctx, args, { runState })).toBe(
        'Only running, rebooting, migrating or repairing instances can open a serial console',
      )
    for (const runState of ['running', 'rebooting', 'migrating', 'repairing'])
      expect(availability(cmd, ctx, args, { runState })).toBe(true)
  })

  it('goes to the console of a running instance; a stopped one is refused with the reason', async () => {
    const running = go('web-1')
    expect(await running.result).toMatchObject({ status: 'ok' })
    expect(running.navigated).toEqual(['/projects/demo/instances/web-1/serial-console'])
    const stopped = go('web-3')
    expect(await stopped.result).toMatchObject({ status: 'error' })
    expect(stopped.navigated).toEqual([])
  })
})
