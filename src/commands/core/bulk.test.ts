// Bulk actions against the node mock: one confirmation for all rows, a result per row (a row
// the command does not apply to fails with the reason), and nothing runs when cancelled.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { instanceList } from '@/api/generated/operations'
import { commandLogAtom } from '@/state/command-log'
import { confirmAtom } from '@/state/confirm'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { bulkOutcomeAtom } from '@/state/bulk'
import { bulkConfirmMessage, bulkFailure, runBulk, runBulkLine } from './bulk'
import { parseCommandLine } from '../command-line/line'
import { fakeContext } from './test-context'

setUpMockPlatform({ register: registerAllCommands })

/** Answers the next confirmation; returns what it asked. */
function answerConfirm(ok: boolean) {
  const asked: string[] = []
  const unsub = store.sub(confirmAtom, () => {
    const req = store.get(confirmAtom)
    if (!req) return
    asked.push(`${req.title} | ${req.message}`)
    unsub()
    req.answer(ok)
  })
  return asked
}

const demoInstances = async () =>
  (await instanceList({ query: { project: 'demo', limit: 100 } })).items

describe('runBulk', () => {
  it('asks once, then stops each running row and reports a stopped row with its reason', async () => {
    const all = await demoInstances()
    const running = all.filter((i) => i.runState === 'running').slice(0, 2)
    const stopped = all.find((i) => i.runState === 'stopped')!
    const rows = [...running, stopped]
    const asked = answerConfirm(true)
    const { ctx, toasts } = fakeContext({ project: 'demo' })
    const results = await runBulk(
      'instance.stop',
      rows.map((i) => ({ label: i.name, args: { project: 'demo', instance: i.name }, target: i })),
      ctx,
    )
    // One toast for the run (with its Undo), not one per row; the failed row is the panel's.
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Stop instance: 2 rows done',
        variant: 'success',
        action: expect.objectContaining({ label: 'Undo' }),
      }),
    ])
    expect(asked).toEqual([
      `Stop instance: 3 rows | ${bulkConfirmMessage(
        'Stop instance',
        rows.map((r) => r.name),
      )}`,
    ])
    expect(results?.map((r) => r.status)).toEqual(['ok', 'ok', 'error'])
    expect(results?.[2]?.message).toBeTruthy()
    const after = await demoInstances()
    for (const r of running)
      expect(after.find((i) => i.id === r.id)?.runState).toMatch(/stopping|stopped/)
  })

  it('cancelled: null, and nothing changes', async () => {
    const [first] = (await demoInstances()).filter((i) => i.runState === 'running')
    answerConfirm(false)
    const { ctx } = fakeContext({ project: 'demo' })
    const results = await runBulk(
      'instance.stop',
      [{ label: first!.name, args: { project: 'demo', instance: first!.name }, target: first }],
      ctx,
    )
    expect(results).toBeNull()
    expect((await demoInstances()).find((i) => i.id === first!.id)?.runState).toBe('running')
    // The cancel is said in the log (and so the status bar), as for a single command.
    const last = store.get(commandLogAtom).at(-1)
    expect(last).toMatchObject({ commandId: 'instance.stop', status: 'cancelled' })
    expect(last?.title).toBe('Stop instance')
  })

  it('lists ten names, then counts the rest', () => {
    const names = Array.from({ length: 12 }, (_, i) => `i${i}`)
    expect(bulkConfirmMessage('Stop instance', names)).toBe(
      'Stop instance on 12 rows: i0, i1, i2, i3, i4, i5, i6, i7, i8, i9 and 2 more?',
    )
  })
})

describe('runBulkLine: a command line naming several resources', () => {
  it('asks once, labels each row by its name, and shows the results', async () => {
    const running = (await demoInstances()).filter((i) => i.runState === 'running').slice(0, 2)
    const { ctx } = fakeContext({ project: 'demo' })
    const parsed = parseCommandLine(`instance stop ${running.map((i) => i.name).join(' ')}`, ctx)
    if (!parsed.ok || !parsed.bulk) throw new Error('expected a bulk line')
    const asked = answerConfirm(true)
    const results = await runBulkLine(parsed.command.id, parsed.bulk, ctx, 'palette')
    expect(asked).toHaveLength(1)
    expect(results).toEqual(running.map((i) => ({ label: i.name, status: 'ok' })))
    expect(ctx.store.get(bulkOutcomeAtom)).toEqual({ title: 'Stop instance', results })
  })

  it('a script skips the confirmation; a failed row is named with its reason', async () => {
    const all = await demoInstances()
    const up = all.find((i) => i.runState === 'running')!
    const down = all.find((i) => i.runState === 'stopped')!
    const { ctx } = fakeContext({ project: 'demo' })
    const asked = answerConfirm(true)
    const runs = [up, down].map((i) => ({ project: 'demo', instance: i.name }))
    const results = await runBulkLine('instance.stop', runs, ctx, 'script', true)
    expect(asked).toEqual([])
    expect(results?.map((r) => r.status)).toEqual(['ok', 'error'])
    expect(bulkFailure('Stop instance', results!)).toBe(
      `Stop instance failed on 1 of 2: ${down.name} (${results![1]!.message})`,
    )
    expect(bulkFailure('Stop instance', results!.slice(0, 1))).toBeUndefined()
  })
})
