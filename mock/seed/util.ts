// Small builders shared by the seed files.
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'

export const GiB = 1024 ** 3
export const TiB = 1024 ** 4

/** The identity fields every named resource carries. */
export function ident(name: string, description: string, ageDays: number) {
  const time = daysAgo(ageDays)
  return { id: seedId(), name, description, time_created: time, time_modified: time }
}

/** Timestamps only, for objects without names. */
export function times(ageDays: number) {
  const time = daysAgo(ageDays)
  return { time_created: time, time_modified: time }
}

/** Look up a seeded object by name and fail loudly if the seed is inconsistent. */
export function named<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((x) => x.name === name)
  if (!found) throw new Error(`seed: no ${name}`)
  return found
}
