import { describe, expect, it } from 'vitest'
import { camelToSnake, isTimeKey, processResponseBody, snakeToCamel, snakeify } from './camel'

describe('key case', () => {
  it.each([
    ['time_created', 'timeCreated'],
    ['auto_restart_cooldown_expiration', 'autoRestartCooldownExpiration'],
    ['ipv4', 'ipv4'],
    ['bgp_routes_ipv4', 'bgpRoutesIpv4'],
    ['name', 'name'],
  ])('%s <-> %s', (snake, camel) => {
    expect(snakeToCamel(snake)).toBe(camel)
    expect(camelToSnake(camel)).toBe(snake)
  })
})

describe('isTimeKey', () => {
  it.each([
    'time_created',
    'time_modified',
    'start_time',
    'auto_restart_cooldown_expiration',
    'timestamp',
  ])('%s is a time key', (k) => expect(isTimeKey(k)).toBe(true))
  it.each(['timestamps', 'timeout', 'runtime', 'expiration_policy', 'created', 'my_timestamp'])(
    '%s is not',
    (k) => expect(isTimeKey(k)).toBe(false),
  )
})

describe('processResponseBody', () => {
  const iso = '2024-03-01T12:30:45.123Z'

  it('camelizes keys at every depth, through nested arrays', () => {
    const out = processResponseBody({
      items: [{ run_state: 'running', boot_disk_id: null, nested_list: [[{ inner_key: 1 }]] }],
      next_page: 'abc',
    })
    expect(out).toEqual({
      items: [{ runState: 'running', bootDiskId: null, nestedList: [[{ innerKey: 1 }]] }],
      nextPage: 'abc',
    })
  })

  it('turns ISO strings under time keys into Dates', () => {
    const out = processResponseBody({
      time_created: iso,
      start_time: iso,
      auto_restart_cooldown_expiration: '2024-03-01T12:30:45+02:00',
      timestamp: iso,
      points: { timestamps: [iso] },
    }) as Record<string, unknown>
    expect(out.timeCreated).toEqual(new Date(iso))
    expect(out.startTime).toEqual(new Date(iso))
    expect(out.autoRestartCooldownExpiration).toEqual(new Date('2024-03-01T10:30:45Z'))
    expect(out.timestamp).toEqual(new Date(iso))
    // `timestamps` is not a time key: its strings stay strings.
    expect(out.points).toEqual({ timestamps: [iso] })
  })

  it('leaves non-ISO values and ISO strings under other keys alone', () => {
    const out = processResponseBody({
      time_created: 'yesterday',
      hold_time: 6,
      description: iso,
      time_deleted: null,
      time_x: '2024-03-01',
    })
    expect(out).toEqual({
      timeCreated: 'yesterday',
      holdTime: 6,
      description: iso,
      timeDeleted: null,
      timeX: '2024-03-01',
    })
  })

  it('passes scalars and top-level arrays through', () => {
    expect(processResponseBody(5)).toBe(5)
    expect(processResponseBody(null)).toBe(null)
    expect(processResponseBody([{ a_b: 1 }, 'x'])).toEqual([{ aB: 1 }, 'x'])
  })
})

describe('snakeify', () => {
  it('snake-cases keys at every depth and keeps values', () => {
    const date = new Date(Date.UTC(2024, 0, 2, 3, 4, 5))
    const body = snakeify({
      bootDisk: { diskSource: { type: 'image', imageId: 'x' } },
      externalIps: [{ type: 'ephemeral', poolName: null }],
      nested: [[{ deepKey: true }]],
      startTime: date,
    })
    expect(body).toEqual({
      boot_disk: { disk_source: { type: 'image', image_id: 'x' } },
      external_ips: [{ type: 'ephemeral', pool_name: null }],
      nested: [[{ deep_key: true }]],
      start_time: date,
    })
    expect(JSON.parse(JSON.stringify(body)).start_time).toBe('2024-01-02T03:04:05.000Z')
  })
})
