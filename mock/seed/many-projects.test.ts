import { describe, expect, test } from 'vitest'
import { buildSeed } from './seed'
import { seedManyProjects } from './many-projects'

describe('seedManyProjects', () => {
  test('adds team-000 on, each with a default VPC and a disk, needle-disk in the last', () => {
    const db = buildSeed()
    const before = db.projects.length
    expect(seedManyProjects(db, 300)).toBe(300)
    const teams = db.projects.slice(before)
    expect(teams.map((p) => p.name).slice(0, 2)).toEqual(['team-000', 'team-001'])
    const last = teams.at(-1)!
    expect(last.name).toBe('team-299')
    expect(db.disks.find((d) => d.name === 'needle-disk')?.project_id).toBe(last.id)
    expect(db.vpcs.filter((v) => v.project_id === last.id).map((v) => v.name)).toEqual(['default'])
    // Once only: a state that holds them keeps its own.
    expect(seedManyProjects(db, 300)).toBe(0)
  })
})
