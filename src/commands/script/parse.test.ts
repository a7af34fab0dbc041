import { describe, expect, it } from 'vitest'
import { EXPECT_TIMEOUT_MS, parseDuration, parseScript, WAIT_TIMEOUT_MS } from './parse'

describe('parseScript', () => {
  it('reads every kind of line with its line number, skipping comments and blank lines', () => {
    const { steps, errors } = parseScript(
      [
        '# first boot',
        '',
        'goto /projects/demo/instances',
        '  instance start web-1  ',
        'sleep 2s',
        'expect running',
        'expect 30s: Serial console',
        'pause',
        "project create --name 'a b' # not a comment",
      ].join('\n'),
    )
    expect(errors).toEqual([])
    expect(steps).toEqual([
      {
        kind: 'goto',
        line: 3,
        text: 'goto /projects/demo/instances',
        path: '/projects/demo/instances',
      },
      { kind: 'command', line: 4, text: 'instance start web-1' },
      { kind: 'sleep', line: 5, text: 'sleep 2s', ms: 2000 },
      {
        kind: 'expect',
        line: 6,
        text: 'expect running',
        expected: 'running',
        timeoutMs: EXPECT_TIMEOUT_MS,
      },
      {
        kind: 'expect',
        line: 7,
        text: 'expect 30s: Serial console',
        expected: 'Serial console',
        timeoutMs: 30_000,
      },
      { kind: 'pause', line: 8, text: 'pause' },
      { kind: 'command', line: 9, text: "project create --name 'a b' # not a comment" },
    ])
  })

  it('keeps a colon that is not a timeout as part of the expected text', () => {
    const [step] = parseScript('expect state: running').steps
    expect(step).toMatchObject({ expected: 'state: running', timeoutMs: EXPECT_TIMEOUT_MS })
  })

  it('reports malformed directives with their line and reason', () => {
    const { errors } = parseScript('sleep soon\nexpect\ngoto projects\npause now\r\nsleep 1h')
    expect(errors).toEqual([
      {
        line: 1,
        text: 'sleep soon',
        reason: "sleep takes a duration like 2s or 500ms, not 'soon'",
      },
      { line: 2, text: 'expect', reason: 'expect needs the text to wait for' },
      {
        line: 3,
        text: 'goto projects',
        reason: "goto takes one path starting with /, not 'projects'",
      },
      { line: 4, text: 'pause now', reason: 'pause takes nothing after it' },
      { line: 5, text: 'sleep 1h', reason: "sleep takes a duration like 2s or 500ms, not '1h'" },
    ])
  })

  it('reads durations', () => {
    expect(parseDuration('500ms')).toBe(500)
    expect(parseDuration('1.5s')).toBe(1500)
    expect(parseDuration('2m')).toBe(120_000)
    expect(parseDuration('2')).toBeUndefined()
  })

  it('reads wait and ensure on an instance state, and says what is wrong with a bad one', () => {
    const { steps, errors } = parseScript(
      [
        'wait instance web-1 stopped',
        'wait 30s: instance web-1 running --project demo',
        'ensure instance worker-1 running',
        'wait instance web-1 asleep',
        'ensure instance web-1 rebooting',
        'wait disk d1 attached',
      ].join('\n'),
    )
    expect(steps).toEqual([
      {
        kind: 'wait',
        line: 1,
        text: 'wait instance web-1 stopped',
        instance: 'web-1',
        project: undefined,
        state: 'stopped',
        timeoutMs: WAIT_TIMEOUT_MS,
      },
      {
        kind: 'wait',
        line: 2,
        text: 'wait 30s: instance web-1 running --project demo',
        instance: 'web-1',
        project: 'demo',
        state: 'running',
        timeoutMs: 30_000,
      },
      expect.objectContaining({ kind: 'ensure', line: 3, instance: 'worker-1', state: 'running' }),
    ])
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [4, expect.stringMatching(/^'asleep' is not an instance state/)],
      [5, 'ensure brings an instance to running or stopped, not rebooting'],
      [6, 'wait takes [60s:] instance <name> <state> [--project <project>]'],
    ])
  })
})
