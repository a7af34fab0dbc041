// The audit log (`GET /v1/system/audit-log`): fleet viewers read it, a time window at a time
// (`start_time` inclusive and required on a first page, `end_time` exclusive), ordered by when
// each request completed. The entries are written by the router (db/audit-log.ts).
import { requireFleet } from '../db/authz'
import { badQuery } from '../db/errors'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

function timeBound(raw: string | undefined, label: string) {
  if (raw === undefined || raw === '') return null
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) throw badQuery(`${label}: input contains invalid characters`)
  return ms
}

export const auditLogHandlers = {
  audit_log_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const from = timeBound(query.start_time, 'start_time')
    // A page token carries the window on; a first page must say where it starts.
    if (from === null && !query.page_token) throw badQuery('missing field `start_time`')
    const to = timeBound(query.end_time, 'end_time')
    const inWindow = db.auditLog.filter((e) => {
      const t = Date.parse(e.time_completed)
      return (from === null || t >= from) && (to === null || t < to)
    })
    // Paged by completion time, the order the platform lists them in.
    const keyed = inWindow.map((entry) => ({
      id: entry.id,
      time_created: entry.time_completed,
      entry,
    }))
    const page = paginate(keyed, query, 'time_and_id_ascending')
    return { ...page, items: page.items.map((k) => k.entry) }
  },
} satisfies HandlerMap
