// What the fleet health page reads, beyond the hardware inventory: every instance the viewer can
// see (the full view in their own silo, the sleds' view of the rest), every IP pool with its
// utilization, every silo's provisioning against its quotas, and alert deliveries that failed. Each part loads on its own, so
// one that fails (a 403, a newer platform's answer) says so without hiding the others.
import useSWR from 'swr'
import { undeliveredAlerts } from './capabilities-support'
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

/**
 * How many resources one refresh looks into (projects for their instances, sleds, pools,
 * receivers) and how many items any one list may bring: a rack far larger than this is checked
 * in part, and the page says which part (`checked`).
 */
export const FAN_OUT = 50
const LIST_MAX = 1000

/** The first FAN_OUT of a list, and a note when that is not all of it. */
function firstOf<T>(items: T[], what: string, notes: string[]) {
  if (items.length > FAN_OUT) notes.push(`the first ${FAN_OUT} of ${items.length} ${what}`)
  return items.slice(0, FAN_OUT)
}

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

async function loadInstances(notes: string[]): Promise<HealthInstance[]> {
  const [me, allProjects, allSleds] = await Promise.all([
    currentUserView({}),
    fetchAllPages(projectList, {}, LIST_MAX),
    fetchAllPages(sledList, {}, LIST_MAX),
  ])
  const projects = firstOf(allProjects, 'projects', notes)
  const sleds = firstOf(allSleds, 'sleds', notes)
  const [own, placed] = await Promise.all([
    Promise.all(
      projects.map(async (p) =>
        (await fetchAllPages(instanceList, { query: { project: p.name } }, LIST_MAX)).map(
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
    Promise.all(
      sleds.map((s) => fetchAllPages(sledInstanceList, { path: { sledId: s.id } }, LIST_MAX)),
    ),
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

async function loadPools(notes: string[]): Promise<HealthPool[]> {
  const pools = firstOf(await fetchAllPages(systemIpPoolList, {}, LIST_MAX), 'IP pools', notes)
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
  return (await fetchAllPages(siloUtilizationList, {}, LIST_MAX)).map((s) => ({
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

/**
 * Alerts that have not reached their receiver: every delivery of them failed for good (a resend
 * under way or through answers it), each given by its latest failed delivery.
 */
async function loadFailedDeliveries(notes: string[]): Promise<HealthDelivery[]> {
  const receivers = firstOf(
    await fetchAllPages(alertReceiverList, {}, LIST_MAX),
    'alert receivers',
    notes,
  )
  const lists = await Promise.all(
    receivers.map(async (r) =>
      undeliveredAlerts(
        await fetchAllPages(alertDeliveryList, { path: { receiver: r.id } }, LIST_MAX),
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
  /** what a very large rack had checked in part */
  checked: string[]
}

export async function loadFleetHealth(): Promise<FleetHealth> {
  const checked: string[] = []
  const [instances, pools, silos, deliveries] = await Promise.all([
    part(() => loadInstances(checked)),
    part(() => loadPools(checked)),
    part(loadSilos),
    part(() => loadFailedDeliveries(checked)),
  ])
  return { instances, pools, silos, deliveries, checked }
}

/** How often the page looks again: every part is several calls per project, sled and pool. */
const REFRESH_MS = 15_000

/** The fleet health parts, refreshed while the page shows. */
export function useFleetHealth() {
  return useSWR<FleetHealth>(['fleet-health'], loadFleetHealth, { refreshInterval: REFRESH_MS })
}
