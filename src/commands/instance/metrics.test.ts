// Metrics commands against the node mock: the schema list as palette choices, a chosen
// timeseries opening as a chart, an instance's metrics on a sub-view and range.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { completeTimeseries } from './metrics'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

describe('metrics commands', () => {
  it('lists every timeseries schema densely, with datum type, units and what it measures', async () => {
    const choices = await completeTimeseries()
    const cpu = choices.find((c) => c.value === 'virtual_machine:vcpu_usage')
    expect(cpu?.detail).toBe(
      'cumulative_u64 · nanoseconds · Cumulative time each vCPU spent in each state',
    )
    expect(cpu?.keywords).toEqual(expect.arrayContaining(['vcpu_id', 'project']))
    expect(choices.map((c) => c.value)).toContain('sled_data_link:bytes_received')
  })

  it('opens a timeseries as a chart on the system utilization page, fleet viewers only', async () => {
    const { ctx, navigated } = fakeContext()
    const cmd = getCommand('timeseries.schemas')
    store.set(setFleetViewerAtom, false)
    expect(cmd?.visible?.(ctx)).toBe(false)
    store.set(setFleetViewerAtom, true)
    expect(cmd?.visible?.(ctx)).toBe(true)
    const res = await dispatch(
      'timeseries.schemas',
      { timeseries: 'sled_data_link:bytes_sent' },
      'test',
      { ctx, quiet: true },
    )
    expect(res).toMatchObject({ status: 'ok' })
    expect(navigated).toEqual(['/system/utilization?timeseries=sled_data_link%3Abytes_sent'])
    const bad = await dispatch('timeseries.schemas', { timeseries: 'vcpu usage' }, 'test', {
      ctx,
      quiet: true,
    })
    expect(bad).toMatchObject({
      message: 'timeseries: A timeseries name is target:metric, e.g. virtual_machine:vcpu_usage',
    })
  })

  it('opens an instance metrics sub-view on a range, cpu over the last hour by default', async () => {
    const { ctx, navigated } = fakeContext({ project: 'demo', instance: 'web-1' })
    await dispatch('instance.metrics', {}, 'test', { ctx, quiet: true })
    await dispatch('instance.metrics', { view: 'disk', range: '1w' }, 'test', { ctx, quiet: true })
    expect(navigated).toEqual([
      '/projects/demo/instances/web-1/metrics/cpu',
      '/projects/demo/instances/web-1/metrics/disk?range=1w',
    ])
    const bad = await dispatch('instance.metrics', { view: 'gpu' }, 'test', { ctx, quiet: true })
    expect(bad).toMatchObject({ status: 'error' })
  })
})
