// What the fleet health page reads, beyond the hardware inventory: every instance the viewer can
// see (the full view in their own silo, the sleds' view of the rest), every IP pool with its
// utilization, every silo's provisioning against its quotas, and alert deliveries that failed. Each part loads on its own, so
// one that fails (a 403, a newer platform's answer) says so without hiding the others.
import useSWR from 'swr'
import {
  alertDeliveryList,
  alertReceiverList,
  currentUserView,
  instanceList,
  projectList,
  siloUtilizationList,
  sledInstanceList,
  sledList,
  systemIpPoolList,
  systemIpPoolUtilizationView,
} from './generated/operations'
import { fetchAllPages } from './hooks'

export type Part<T> = { data: T; error?: undefined } | { data?: undefined; error: Error }

const part = async <T>(load: () => Promise<T>): Promise<Part<T>> => {
  try {
    return { data: await load() }
  } catch (e) {
    return { error: e instanceof Error ? e : new Error(String(e)) }
  }
}

export type HealthInstance = {
  id: string
  name: string
  runState: string
  timeModified: Date
  silo?: string
  project?: string
  autoRestartEnabled?: boolean
  autoRestartCooldownExpiration?: Date | null
  own: boolean
}

async function loadInstances(): Promise<HealthInstance[]> {
  const [me, projects, sleds] = await Promise.all([
    currentUserView({}),
    fetchAllPages(projectList, {}),
    fetchAllPages(sledList, {}),
  ])
  const [own, placed] = await Promise.all([
    Promise.all(
      projects.map(async (p) =>
        (await fetchAllPages(instanceList, { query: { project: p.name } })).map(
          (i): HealthInstance => ({
            id: i.id,
            name: i.name,
            runState: i.runState,
            timeModified: i.timeModified,
            silo: me.siloName,
            project: p.name,
            autoRestartEnabled: i.autoRestartEnabled,
            autoRestartCooldownExpiration: i.autoRestartCooldownExpiration,
            own: true,
          }),
        ),
      ),
    ),
    Promise.all(sleds.map((s) => fetchAllPages(sledInstanceList, { path: { sledId: s.id } }))),
  ])
  const byId = new Map<string, HealthInstance>()
  for (const i of own.flat()) byId.set(i.id, i)
  for (const i of placed.flat()) {
    if (!byId.has(i.id))
      byId.set(i.id, {
        id: i.id,
        name: i.name,
        runState: i.state,
        timeModified: i.timeModified,
        silo: i.siloName,
        project: i.projectName,
        own: false,
      })
  }
  return [...byId.values()]
}

export type HealthPool = {
  id: string
  name: string
  capacity: number
  remaining: number
  since: Date
}

async function loadPools(): Promise<HealthPool[]> {
  const pools = await fetchAllPages(systemIpPoolList, {})
  return Promise.all(
    pools.map(async (p) => {
      const u = await systemIpPoolUtilizationView({ path: { pool: p.id } })
      return {
        id: p.id,
        name: p.name,
        capacity: u.capacity,
        remaining: u.remaining,
        since: p.timeModified,
      }
    }),
  )
}

async function loadSilos() {
  return (await fetchAllPages(siloUtilizationList, {})).map((s) => ({
    id: s.siloId,
    name: s.siloName,
    provisioned: s.provisioned,
    allocated: s.allocated,
  }))
}

export type HealthDelivery = {
  id: string
  alertId: string
  alertClass: string
  receiver: string
  attempts: number
  since: Date
}

async function loadFailedDeliveries(): Promise<HealthDelivery[]> {
  const receivers = await fetchAllPages(alertReceiverList, {})
  const lists = await Promise.all(
    receivers.map(async (r) =>
      (
        await fetchAllPages(alertDeliveryList, {
          path: { receiver: r.id },
          query: { failed: true },
        })
      ).map((d) => ({
        id: d.id,
        alertId: d.alertId,
        alertClass: d.alertClass,
        receiver: r.name,
        attempts: 'webhook' in d.attempts ? d.attempts.webhook.length : 0,
        since: d.timeStarted,
      })),
    ),
  )
  return lists.flat()
}

export type FleetHealth = {
  instances: Part<HealthInstance[]>
  pools: Part<HealthPool[]>
  silos: Part<Awaited<ReturnType<typeof loadSilos>>>
  deliveries: Part<HealthDelivery[]>
}

export async function loadFleetHealth(): Promise<FleetHealth> {
  const [instances, pools, silos, deliveries] = await Promise.all([
    part(loadInstances),
    part(loadPools),
    part(loadSilos),
    part(loadFailedDeliveries),
  ])
  return { instances, pools, silos, deliveries }
}

/** The fleet health parts, refreshed every few seconds while the page shows. */
export function useFleetHealth() {
  return useSWR<FleetHealth>(['fleet-health'], loadFleetHealth, { refreshInterval: 5000 })
}
