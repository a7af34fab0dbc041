// The tab's saved platform: everything a reload must find (changes, the bulk project), in less
// than sessionStorage's 5 million characters even with 10,000 bulk instances, and pending state
// changes settled on the way out.
import { describe, expect, it } from 'vitest'
import { buildSeed } from './seed/seed'
import { seedBulk } from './seed/bulk'
import { runInstance } from './db/transitions'
import { loadText, saveText } from './browser-state'

/** sessionStorage's quota in Chromium, in UTF-16 characters (key and value). */
const QUOTA = 5 * 1024 * 1024

describe('the tab state of the in-browser mock', () => {
  it('keeps every table as it was, pending changes settled', () => {
    const db = buildSeed()
    const web1 = db.instances.find((i) => i.name === 'web-1')!
    runInstance(db, web1, ['stopping', 'stopped'])
    db.projects.push({ ...db.projects[0]!, id: 'p-new', name: 'made-here' })
    const loaded = loadText(saveText(db, null))!
    expect(loaded.bulk).toBeNull()
    expect(loaded.db.projects.map((p) => p.name)).toContain('made-here')
    expect(loaded.db.instances.find((i) => i.name === 'web-1')?.run_state).toBe('stopped')
    expect(loaded.db.transitions).toEqual([])
    const { transitions: _a, ...before } = db
    const { transitions: _b, ...after } = loaded.db
    expect(after).toEqual(before)
  })

  it('keeps 10,000 bulk instances under the quota: only the changed ones are written', () => {
    const db = buildSeed()
    const bulk = seedBulk(db, 10_000, Date.parse('2026-11-20T10:00:00Z'))!
    const project = db.projects.find((p) => p.name === 'bulk')!
    const all = db.instances.filter((i) => i.project_id === project.id)
    all[7]!.run_state = 'stopped'
    all[7]!.time_modified = '2026-11-26T12:00:00.000Z'
    const gone = all[42]!.id
    db.instances = db.instances.filter((i) => i.id !== gone)
    const text = saveText(db, bulk)
    expect(text.length).toBeLessThan(QUOTA / 10)
    const loaded = loadText(text)!
    expect(loaded.bulk).toEqual(bulk)
    const back = loaded.db.instances.filter((i) => i.project_id === project.id)
    expect(back).toHaveLength(9_999)
    expect(back.find((i) => i.id === gone)).toBeUndefined()
    expect(back.find((i) => i.name === 'inst-00007')?.run_state).toBe('stopped')
    const byId = new Map(db.instances.map((i) => [i.id, i]))
    // Each as it was (one comparison: ten thousand expects take seconds).
    expect(JSON.stringify(back)).toBe(JSON.stringify(back.map((i) => byId.get(i.id))))
    // Saved again from what was loaded: the same text.
    expect(saveText(loaded.db, loaded.bulk).length).toBe(text.length)
  })

  it('refuses a text that is not a saved platform', () => {
    expect(loadText('{"format":"something else"}')).toBeNull()
    expect(loadText('null')).toBeNull()
  })
})
