// The mock's answers to the OxQL queries the metrics charts send: window, alignment and filters
// read from the query string; realistic shapes; the OxqlQueryResult wire format.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { resetMock, server, startMockServer } from '../node'
import { get, post } from '../test/http'
import { parseOxql } from './oxql'
import { runOxql } from './oxql-run'

beforeAll(() => void startMockServer())
beforeEach(() => resetMock())
afterAll(() => server.close())

type Wire = {
  tables: {
    name: string
    timeseries: {
      fields: Record<string, { type: string; value: unknown }>
      points: {
        timestamps: string[]
        values: { metric_type: string; values: { type: string; values: (number | null)[] } }[]
      }
    }[]
  }[]
}

const values = (r: Wire, i = 0) => r.tables[0]?.timeseries[i]?.points.values[0]?.values.values ?? []

describe('OxQL answers', () => {
  const now = Date.parse('2025-06-01T12:00:00Z')

  test('timestamps without a zone are UTC, as OxQL writes them', () => {
    const q = parseOxql(
      'get a:b | filter timestamp >= @2025-06-01T10:00:00 && timestamp < @2025-06-01T11:30:00',
      now,
    )
    expect(new Date(q.start).toISOString()).toBe('2025-06-01T10:00:00.000Z')
    expect(new Date(q.end).toISOString()).toBe('2025-06-01T11:30:00.000Z')
  })

  test('one point per alignment window over the range; a week at 60 s is coarsened', () => {
    const hour = runOxql(
      'get virtual_disk:reads | filter timestamp > @now() - 1h | align mean_within(300s)',
    )
    const ts = hour.tables[0]?.timeseries[0]?.points.timestamps ?? []
    expect(ts.length).toBeGreaterThanOrEqual(11)
    expect(ts.length).toBeLessThanOrEqual(12)
    expect(Date.parse(ts[1] ?? '') - Date.parse(ts[0] ?? '')).toBe(300_000)
    const week = runOxql(
      'get virtual_disk:reads | filter timestamp > @now() - 7d | align mean_within(60s)',
    )
    expect(week.tables[0]?.timeseries[0]?.points.timestamps.length).toBeLessThanOrEqual(720)
  })

  test('disk IO is bursty: a few windows several times the typical one', () => {
    const r = runOxql(
      'get virtual_disk:bytes_read | filter timestamp > @now() - 1d && disk_id == "d" | align mean_within(300s)',
    ) as unknown as Wire
    const v = values(r).filter((x): x is number => x !== null)
    const sorted = [...v].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0
    expect(Math.max(...v)).toBeGreaterThan(median * 4)
  })
})

describe('timeseries of instances and sleds over HTTP', () => {
  const project = (query: string) => post('/v1/timeseries/query?project=demo', { query })
  const system = (query: string) => post('/v1/system/timeseries/query', { query })

  test('vCPU run time per vCPU is a share of each window between 0 and 100%', async () => {
    const id = String((await get('/v1/instances/web-1?project=demo')).body.id)
    const res = await project(
      `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "${id}" && state == "run" | align mean_within(60s) | group_by [vcpu_id], sum`,
    )
    expect(res.status).toBe(200)
    const r = res.body as unknown as Wire
    expect(r.tables[0]?.timeseries).toHaveLength(4)
    for (const v of values(r)) expect((v ?? 0) / 60e9).toBeLessThanOrEqual(1)
    expect(Math.max(...values(r).map((v) => v ?? 0))).toBeGreaterThan(0)
  })

  test("an instance's vCPU time by state adds up to its vCPUs, window by window", async () => {
    const web1 = (await get('/v1/instances/web-1?project=demo')).body
    const byState = async (filter: string) =>
      (
        await project(
          `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "${String(web1.id)}"${filter} | align mean_within(60s) | group_by [state], sum`,
        )
      ).body as unknown as Wire
    const r = await byState('')
    const series = r.tables[0]?.timeseries ?? []
    expect(series.map((t) => t.fields.state?.value).sort()).toEqual([
      'emulation',
      'idle',
      'run',
      'waiting',
    ])
    const windows = values(r).length
    expect(windows).toBeGreaterThan(50)
    for (let i = 0; i < windows; i++) {
      const total = series.reduce((n, _, k) => n + (values(r, k)[i] ?? 0), 0)
      expect(total).toBe(Number(web1.ncpus) * 60e9)
    }
    // A state asked for alone reads as it does among the others.
    const run = await byState(' && state == "run"')
    const k = series.findIndex((t) => t.fields.state?.value === 'run')
    expect(values(run)).toEqual(values(r, k))
  })

  test('every sled has data-link traffic, grouped per sled, system-wide only', async () => {
    const sleds = (await get('/v1/system/hardware/sleds?limit=100')).body.items ?? []
    const res = await system(
      'get sled_data_link:bytes_received | filter timestamp > @now() - 1h | align mean_within(60s) | group_by [sled_id], sum',
    )
    expect(res.status).toBe(200)
    const r = res.body as unknown as Wire
    expect(r.tables[0]?.timeseries.map((t) => t.fields.sled_id?.value).sort()).toEqual(
      sleds.map((s) => s.id).sort(),
    )
    const fromProject = await project('get sled_data_link:bytes_received')
    expect(fromProject.status).toBe(403)
  })

  test('system-wide vCPU usage covers every running instance, grouped by sled', async () => {
    const res = await system(
      'get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && state == "run" | align mean_within(60s) | group_by [sled_id], sum',
    )
    const r = res.body as unknown as Wire
    expect(r.tables[0]?.timeseries.length).toBeGreaterThan(0)
    expect(r.tables[0]?.timeseries.every((t) => Object.keys(t.fields).join() === 'sled_id')).toBe(
      true,
    )
  })

  test('a stopped instance has samples up to when it stopped, none after', async () => {
    const web3 = (await get('/v1/instances/web-3?project=demo')).body
    expect(web3.run_state).toBe('stopped')
    const stoppedAt = Date.parse(String(web3.time_run_state_updated))
    const query = (window: string) =>
      project(
        `get virtual_machine:vcpu_usage | filter timestamp > @now() - ${window} && instance_id == "${String(web3.id)}" && state == "run" | align mean_within(60s) | group_by [vcpu_id], sum`,
      )
    const day = (await query('1d')).body as unknown as Wire
    const points = day.tables[0]?.timeseries[0]?.points
    expect(points).toBeDefined()
    const last = points?.timestamps.findLastIndex((_, i) => values(day)[i] !== null) ?? -1
    // the last sample is the window holding the stop (a day at 60 s is coarsened to 120 s)
    const ts = (points?.timestamps ?? []).map((t) => Date.parse(t))
    const step = (ts[1] ?? 0) - (ts[0] ?? 0)
    expect(step).toBe(120_000)
    expect(ts[last]).toBeGreaterThanOrEqual(stoppedAt)
    expect(ts[last]).toBeLessThanOrEqual(stoppedAt + step)
    expect(values(day).at(-1)).toBeNull()
    // a window after the stop holds no timeseries at all
    const minutes = Math.floor((Date.now() - stoppedAt) / 60_000) - 1
    const after = (await query(`${minutes}m`)).body as unknown as Wire
    expect(after.tables[0]?.timeseries).toEqual([])
  })

  test('a bad query answers 400 with the reason', async () => {
    const res = await project('get virtual_disk:reads | filter timestamp > @yesterday')
    expect(res.status).toBe(400)
    expect(String(res.body.message)).toMatch(/Query parsing failed/)
  })
})
