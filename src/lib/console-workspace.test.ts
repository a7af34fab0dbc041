import { describe, expect, test } from 'vitest'
import {
  addPane,
  consolesPath,
  gridOf,
  inputTargets,
  MAX_PANES,
  neighbour,
  parsePanes,
} from './console-workspace'

const pane = (project: string, instance: string) => ({ project, instance })

describe('console workspace layout', () => {
  test('the URL round-trips the panes in order', () => {
    const panes = [pane('demo', 'web-1'), pane('data', 'etl-1'), pane('demo', 'db-primary')]
    const path = consolesPath(panes)
    expect(path).toBe('/consoles?i=demo/web-1,data/etl-1,demo/db-primary')
    expect(parsePanes(new URL(path, 'http://x').searchParams.get('i')).panes).toEqual(panes)
    expect(consolesPath([])).toBe('/consoles')
  })

  test('the URL names the pane typing starts in, unless it is pane 1', () => {
    const panes = [pane('demo', 'web-1'), pane('demo', 'web-2')]
    expect(consolesPath(panes, pane('demo', 'web-2'))).toBe(
      '/consoles?i=demo/web-1,demo/web-2&focus=demo/web-2',
    )
    expect(consolesPath(panes, pane('demo', 'web-1'))).toBe('/consoles?i=demo/web-1,demo/web-2')
  })

  test('bad entries are dropped with the reason; repeats are dropped silently', () => {
    const { panes, problems } = parsePanes('demo/web-1,web-2,demo/web-1,demo/Bad_Name,,')
    expect(panes).toEqual([pane('demo', 'web-1')])
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('"web-2" is not PROJECT/INSTANCE')
    expect(problems[1]).toContain('demo/Bad_Name')
  })

  test('at most nine panes', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `demo/w-${i}`).join(',')
    const { panes, problems } = parsePanes(ten)
    expect(panes).toHaveLength(MAX_PANES)
    expect(problems).toEqual([expect.stringContaining('demo/w-9 left out')])
    expect(addPane(panes, pane('demo', 'extra'))).toEqual(expect.stringContaining('is full'))
    expect(addPane(panes, pane('demo', 'w-0'))).toEqual(panes)
  })

  test('tiling: 1 full, 2 side by side, 2x2, 3x2, 3x3', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => gridOf(n))).toEqual([
      { cols: 1, rows: 1 },
      { cols: 2, rows: 1 },
      { cols: 2, rows: 2 },
      { cols: 2, rows: 2 },
      { cols: 3, rows: 2 },
      { cols: 3, rows: 2 },
      { cols: 3, rows: 3 },
      { cols: 3, rows: 3 },
    ])
  })

  test('pane focus moves in the grid and stops at its edges', () => {
    // 2x2 with 3 panes: 0 1 / 2 .
    expect(neighbour(0, 'right', 3)).toBe(1)
    expect(neighbour(1, 'right', 3)).toBe(1)
    expect(neighbour(0, 'down', 3)).toBe(2)
    expect(neighbour(1, 'down', 3)).toBe(1)
    expect(neighbour(2, 'up', 3)).toBe(0)
    expect(neighbour(0, 'left', 3)).toBe(0)
  })
})

describe('where typed input goes', () => {
  const keys = ['demo/web-1', 'demo/web-2', 'demo/api-1', 'data/etl-1']
  const marked = (k: string) => k !== 'demo/api-1'

  test('broadcast off: only the pane typed in', () => {
    expect(inputTargets(keys, 'demo/web-2', false, marked)).toEqual(['demo/web-2'])
  })

  test('broadcast on: every marked pane once, in pane order, whichever pane is typed in', () => {
    const all = ['demo/web-1', 'demo/web-2', 'data/etl-1']
    expect(inputTargets(keys, 'data/etl-1', true, marked)).toEqual(all)
    expect(inputTargets(keys, 'demo/web-1', true, marked)).toEqual(all)
  })

  test('an unmarked pane keeps what is typed in it', () => {
    expect(inputTargets(keys, 'demo/api-1', true, marked)).toEqual(['demo/api-1'])
  })
})
