// Metrics: OxQL timeseries queries (project-scoped and system-wide), the timeseries schema
// list, and the provisioning metrics of a silo or the fleet.
import type { Schemas as S } from '../db/types'
import { requireFleet, requireSiloMember } from '../db/authz'
import { clock, daysAgo } from '../db/clock'
import { forbidden, MockApiError } from '../db/errors'
import { find } from '../db/lookup'
import { paginate } from '../db/paginate'
import { lookupSilo } from '../db/silos'
import { provisioned } from '../db/utilization'
import type { Db } from '../db/store'
import { CATALOG, findSeries, schemaOf } from '../metrics/catalog'
import { parseOxql } from '../metrics/oxql'
import { runOxql } from '../metrics/oxql-run'
import { seriesEnd, seriesSource } from '../metrics/series-source'
import type { HandlerMap } from '../msw/types'

const METRIC_KEY = {
  cpus_provisioned: 'cpus',
  ram_provisioned: 'memory',
  virtual_disk_space_provisioned: 'storage',
} as const

/** Provisioning over time: a step curve growing towards today's value, one point per hour. */
type MetricQuery = {
  start_time?: string
  end_time?: string
  order?: string
  limit?: string
  page_token?: string
}

function metricName(raw: string): keyof typeof METRIC_KEY {
  if (raw in METRIC_KEY) return raw as keyof typeof METRIC_KEY
  throw new MockApiError(400, undefined, `bad parameter in URL path: unknown variant \`${raw}\``)
}

function measurements(
  db: Db,
  metric: keyof typeof METRIC_KEY,
  scopes: [string, string?][],
  q: MetricQuery,
) {
  const now = clock.now()
  const end = Math.min(q.end_time ? Date.parse(q.end_time) : now, now)
  const start = q.start_time ? Date.parse(q.start_time) : end - 86_400_000
  const current = scopes.reduce(
    (sum, [silo, project]) => sum + provisioned(db, silo, project)[METRIC_KEY[metric]],
    0,
  )
  const step = Math.max(3_600_000, Math.ceil((end - start) / 500 / 3_600_000) * 3_600_000)
  const items: (S['Measurement'] & { id: string })[] = []
  for (let t = Math.ceil(start / step) * step; t <= end; t += step) {
    const ageDays = (now - t) / 86_400_000
    const factor = Math.max(0.4, 1 - Math.floor(ageDays / 3) * 0.05)
    const timestamp = new Date(t).toISOString()
    items.push({
      id: timestamp,
      timestamp,
      datum: { type: 'i64', datum: Math.round(current * factor) },
    })
  }
  const page = paginate(
    items,
    q,
    q.order === 'descending' ? 'time_and_id_descending' : 'time_and_id_ascending',
  )
  return { items: page.items.map(({ id: _id, ...m }) => m), next_page: page.next_page }
}

export const metricHandlers = {
  timeseries_query: (ctx) => {
    const { db, body } = ctx
    const project = find.project(ctx)
    const def = findSeries(parseOxql(body.query).name)
    // Project queries see only project-scoped timeseries, as in Nexus.
    if (def && def.scope !== 'project' && def.scope !== 'viewable_to_all') throw forbidden()
    return runOxql(body.query, seriesSource(db, project.id), seriesEnd(db))
  },
  system_timeseries_query: ({ db, actor, body }) => {
    requireFleet(db, actor, 'viewer')
    return runOxql(body.query, seriesSource(db), seriesEnd(db))
  },
  system_timeseries_schema_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const created = daysAgo(300)
    const page = paginate(
      CATALOG.map((d) => ({ ...schemaOf(d, created), id: d.name })),
      query,
      'id_ascending',
    )
    return { items: page.items.map(({ id: _id, ...s }) => s), next_page: page.next_page }
  },
  silo_metric: (ctx) => {
    const { db, actor, path, query } = ctx
    requireSiloMember(db, actor)
    const project = query.project ? find.project(ctx).id : undefined
    return measurements(db, metricName(path.metric_name), [[actor.silo.id, project]], query)
  },
  system_metric: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const silos = query.silo ? [lookupSilo(db, query.silo).id] : db.silos.map((s) => s.id)
    return measurements(
      db,
      metricName(path.metric_name),
      silos.map((s): [string] => [s]),
      query,
    )
  },
} satisfies HandlerMap
