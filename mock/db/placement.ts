// Where instances run: the in-service sleds whose provision policy allows new instances.
import type { Db } from './store'

export const provisionableSleds = (db: Db) =>
  db.sleds.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
