import { describe, expect, it } from 'vitest'
import { buildSeed } from './seed'
import { BULK_MAX, seedBulk } from './bulk'

describe('seedBulk', () => {
  it('adds project bulk with N uniquely named instances, once', () => {
    const db = buildSeed()
    const before = db.instances.length
    seedBulk(db, 1000)
    seedBulk(db, 1000)
    const project = db.projects.find((p) => p.name === 'bulk')
    expect(project).toBeDefined()
    const bulk = db.instances.filter((i) => i.project_id === project?.id)
    expect(bulk).toHaveLength(1000)
    expect(new Set(bulk.map((i) => i.name)).size).toBe(1000)
    expect(new Set(db.instances.map((i) => i.id)).size).toBe(db.instances.length)
    expect(db.instances.length).toBe(before + 1000)
    expect(bulk[0]?.name).toBe('inst-00000')
    expect(bulk[999]?.name).toBe('inst-00999')
  })

  it('caps the count', () => {
    const db = buildSeed()
    seedBulk(db, BULK_MAX + 5)
    expect(db.instances.filter((i) => i.name.startsWith('inst-'))).toHaveLength(BULK_MAX)
  })
})
