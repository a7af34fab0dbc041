// VPC commands: create, update, delete.
import { z } from 'zod'
import { vpcCreate, vpcDelete, vpcList, vpcUpdate, vpcView } from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import {
  description,
  newName,
  optionalDescription,
  project,
  projectDefaults,
  rename,
  vpc,
  vpcDefaults,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeProjects, completeVpcs } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'

const group = 'VPCs'

export const vpcCreateCommand = defineCommand({
  id: 'vpc.create',
  title: 'Create VPC',
  group,
  keywords: ['new', 'network'],
  args: z.object({
    project,
    name: newName('VPC'),
    description: description('VPC'),
    dnsName: rename('DNS name').describe('DNS name of the VPC; defaults to its name'),
  }),
  defaults: projectDefaults,
  complete: { project: completeProjects },
  async run({ project, name, description, dnsName }, ctx) {
    const created = await vpcCreate({
      query: { project },
      body: { name, description, dnsName: dnsName || name, ipv6Prefix: null },
    })
    await invalidate(ctx.mutate, vpcList)
    return created
  },
  successMessage: ({ name }) => `VPC ${name} created`,
  undo: undoCreate<{ project: string }>({
    what: 'VPC',
    del: 'vpc.delete',
    args: (a, c) => ({ project: a.project, vpc: c.name }),
    read: (a, c) => vpcView({ path: { vpc: c.name }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('vpc create', {
      project: a.project,
      name: a.name,
      description: a.description,
      dnsName: a.dnsName || a.name,
    }),
})

export const vpcUpdateCommand = defineCommand({
  id: 'vpc.update',
  title: 'Update VPC',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    vpc,
    name: rename('VPC'),
    description: optionalDescription('VPC'),
    dnsName: rename('DNS name').describe('New DNS name of the VPC; unchanged if omitted'),
  }),
  defaults: vpcDefaults,
  complete: { project: completeProjects, vpc: completeVpcs },
  async run({ project, vpc, ...body }, ctx) {
    if (nothingToChange(body, ['name', 'description', 'dnsName'])) {
      return openEditForm(ctx, pb.vpcEdit({ project, vpc }))
    }
    const updated = await vpcUpdate({ path: { vpc }, query: { project }, body })
    await invalidate(ctx.mutate, vpcList, vpcView)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `VPC ${a.name ?? a.vpc} updated`),
  undo: undoEdit<{ project: string; vpc: string }>({
    what: 'VPC',
    id: 'vpc.update',
    key: 'vpc',
    read: (a, n) => vpcView({ path: { vpc: n }, query: { project: a.project } }),
    fields: ['name', 'description', 'dnsName'],
  }),
  cli: (a) =>
    cli('vpc update', {
      project: a.project,
      vpc: a.vpc,
      name: a.name,
      description: a.description,
      dnsName: a.dnsName,
    }),
})

export const vpcDeleteCommand = defineCommand({
  id: 'vpc.delete',
  title: 'Delete VPC',
  group,
  keywords: ['remove'],
  args: z.object({ project, vpc }),
  defaults: vpcDefaults,
  complete: { project: completeProjects, vpc: completeVpcs },
  confirm: ({ vpc }) => ({
    title: 'Delete VPC',
    message: `Are you sure you want to delete VPC ${vpc}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ project, vpc }, ctx) {
    await vpcDelete({ path: { vpc }, query: { project } })
    if (ctx.scope.vpc === vpc) ctx.navigate(pb.vpcs({ project }))
    await invalidate(ctx.mutate, vpcList)
  },
  successMessage: ({ vpc }) => `VPC ${vpc} deleted`,
  cli: (a) => cli('vpc delete', { project: a.project, vpc: a.vpc }),
})

export const vpcCommands = commandList(vpcCreateCommand, vpcUpdateCommand, vpcDeleteCommand)
