// Silo commands (operators): create, delete and edit quotas. Silos have no update operation.
import { z } from 'zod'
import {
  siloCreate,
  siloDelete,
  siloList,
  siloQuotasUpdate,
  siloQuotasView,
  siloUtilizationList,
  siloUtilizationView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { bytesToGib, description, gibToBytes, newName, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSilos } from '../core/complete'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type Choice, type CommandContext } from '../core/define'
import { undoQuotas } from '../history/undo-links'

const group = 'Silos'

export const IDENTITY_MODES = ['local_only', 'saml_jit', 'saml_scim'] as const

const quota = (what: string) =>
  z.coerce.number().int().min(0).default(0).describe(`${what} quota; 0 allows none`)

export const siloCreateCommand = defineCommand({
  id: 'silo.create',
  visible: isFleetViewer,
  title: 'Create silo',
  group,
  keywords: ['new', 'tenant'],
  args: z.object({
    name: newName('silo'),
    description: description('silo'),
    discoverable: z.boolean().default(true).describe('Listed on the login page of the rack'),
    identityMode: z
      .enum(IDENTITY_MODES)
      .default('local_only')
      .describe('Where users come from: local users, or SAML (just in time or SCIM)'),
    adminGroupName: z
      .string()
      .optional()
      .describe("A group from the identity provider that gets the silo's admin role"),
    cpus: quota('Virtual CPU'),
    memory: quota('Memory (GiB)'),
    storage: quota('Storage (GiB)'),
    fleetAdmins: z.boolean().default(false).describe('Silo admins are also fleet admins'),
    fleetViewers: z.boolean().default(false).describe('Silo viewers are also fleet viewers'),
    tlsCert: z.string().optional().describe("PEM certificate chain for the silo's API endpoint"),
    tlsKey: z.string().optional().describe('PEM private key of that certificate'),
  }),
  async run(a, ctx) {
    if (Boolean(a.tlsCert) !== Boolean(a.tlsKey)) {
      throw new Error('A TLS certificate needs both the certificate and its key')
    }
    const created = await siloCreate({
      body: {
        name: a.name,
        description: a.description,
        discoverable: a.discoverable,
        identityMode: a.identityMode,
        adminGroupName: a.adminGroupName || null,
        quotas: { cpus: a.cpus, memory: gibToBytes(a.memory), storage: gibToBytes(a.storage) },
        mappedFleetRoles: {
          ...(a.fleetAdmins ? { admin: ['admin' as const] } : {}),
          ...(a.fleetViewers ? { viewer: ['viewer' as const] } : {}),
        },
        tlsCertificates:
          a.tlsCert && a.tlsKey
            ? [
                {
                  name: `${a.name}-tls`,
                  description: `TLS certificate of silo ${a.name}`,
                  cert: a.tlsCert,
                  key: a.tlsKey,
                  service: 'external_api',
                },
              ]
            : [],
      },
    })
    await invalidate(ctx.mutate, siloList)
    return created
  },
  successMessage: ({ name }) => `Silo ${name} created`,
  cli: (a) =>
    cli('silo create', {
      name: a.name,
      description: a.description,
      discoverable: a.discoverable,
      identityMode: a.identityMode,
      adminGroupName: a.adminGroupName,
    }),
})

export const siloDeleteCommand = defineCommand({
  id: 'silo.delete',
  visible: isFleetViewer,
  title: 'Delete silo',
  group,
  keywords: ['remove', 'tenant'],
  args: z.object({ silo: ref('Silo name') }),
  defaults: (ctx) => ({ silo: ctx.scope.silo }),
  complete: { silo: completeSilos },
  confirm: ({ silo }) => ({
    title: 'Delete silo',
    message: `Are you sure you want to delete silo ${silo}? Its users lose access to the rack.`,
    actionLabel: 'Delete',
  }),
  async run({ silo }, ctx) {
    await siloDelete({ path: { silo } })
    // Leave the silo's own page before it refetches into a 404.
    if (ctx.scope.silo === silo) ctx.navigate(pb.silos())
    await invalidate(ctx.mutate, siloList)
  },
  successMessage: ({ silo }) => `Silo ${silo} deleted`,
  cli: (a) => cli('silo delete', { silo: a.silo }),
})

const newQuota = (what: string) =>
  z.coerce.number().int().min(0).describe(`${what} quota; 0 allows none`)

/** The silo's quota today, offered first on each quota's page (Enter keeps it). */
const currentQuota =
  (field: 'cpus' | 'memory' | 'storage', unit: string) =>
  async (_ctx: CommandContext, p: { silo?: string }): Promise<Choice[]> => {
    if (!p.silo) return []
    const q = await siloQuotasView({ path: { silo: p.silo } })
    const value = field === 'cpus' ? q.cpus : bytesToGib(q[field])
    return [{ value: String(value), label: `${value} ${unit}`, detail: 'current quota' }]
  }

export const siloQuotasUpdateCommand = defineCommand({
  id: 'silo.quotas-update',
  visible: isFleetViewer,
  title: 'Edit silo quotas',
  group,
  keywords: ['quota', 'limits', 'cpus', 'memory', 'storage', 'capacity'],
  args: z.object({
    silo: ref('Silo name'),
    cpus: newQuota('Virtual CPU'),
    memory: newQuota('Memory (GiB)'),
    storage: newQuota('Storage (GiB)'),
  }),
  defaults: (ctx) => ({ silo: ctx.scope.silo }),
  complete: {
    silo: completeSilos,
    cpus: currentQuota('cpus', 'vCPU'),
    memory: currentQuota('memory', 'GiB'),
    storage: currentQuota('storage', 'GiB'),
  },
  async run({ silo, cpus, memory, storage }, ctx) {
    const updated = await siloQuotasUpdate({
      path: { silo },
      body: { cpus, memory: gibToBytes(memory), storage: gibToBytes(storage) },
    })
    await invalidate(ctx.mutate, siloQuotasView, siloUtilizationView, siloUtilizationList)
    return updated
  },
  successMessage: ({ silo, cpus, memory, storage }) =>
    `Silo ${silo} quotas set to ${cpus} vCPU, ${memory} GiB memory, ${storage} GiB storage`,
  undo: undoQuotas,
  cli: (a) =>
    cli('silo quotas update', {
      silo: a.silo,
      cpus: a.cpus,
      memory: a.memory === undefined ? undefined : `${a.memory}GiB`,
      storage: a.storage === undefined ? undefined : `${a.storage}GiB`,
    }),
})

export const siloCommands = commandList(
  siloCreateCommand,
  siloDeleteCommand,
  siloQuotasUpdateCommand,
)
