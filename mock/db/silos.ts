// Silo lookups for the system API (fleet operators address silos by name or id).
import { notFound } from './errors'
import { isUuid } from './ids'
import type { Db } from './store'

export function lookupSilo(db: Db, silo: string) {
  const found = db.silos.find((s) => (isUuid(silo) ? s.id === silo : s.name === silo))
  if (!found) throw notFound('silo', isUuid(silo) ? { id: silo } : { name: silo })
  return found
}
