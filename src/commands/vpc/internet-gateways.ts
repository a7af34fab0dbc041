// Internet gateway commands: create and delete (gateways have no update operation).
import { z } from 'zod'
import {
  internetGatewayCreate,
  internetGatewayDelete,
  internetGatewayList,
  internetGatewayView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { description, newName, project, ref, vpc, vpcDefaults } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInternetGateways, completeVpcs } from '../core/complete'
import { defineCommand } from '../core/define'
import { undoCreate } from '../history/undo-kinds'

const group = 'Internet gateways'

export const internetGatewayCreateCommand = defineCommand({
  id: 'internet-gateway.create',
  title: 'Create internet gateway',
  group,
  keywords: ['new', 'igw'],
  args: z.object({
    project,
    vpc,
    name: newName('internet gateway'),
    description: description('internet gateway'),
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs },
  async run({ project, vpc, name, description }, ctx) {
    const created = await internetGatewayCreate({
      query: { project, vpc },
      body: { name, description },
    })
    await invalidate(ctx.mutate, internetGatewayList)
    return created
  },
  successMessage: ({ name }) => `Internet gateway ${name} created`,
  undo: undoCreate<{ project: string; vpc: string }>({
    what: 'internet gateway',
    del: 'internet-gateway.delete',
    args: (a, c) => ({ project: a.project, vpc: a.vpc, gateway: c.name }),
    read: (a, c) =>
      internetGatewayView({ path: { gateway: c.name }, query: { project: a.project, vpc: a.vpc } }),
  }),
  cli: (a) =>
    cli('internet-gateway create', {
      project: a.project,
      vpc: a.vpc,
      name: a.name,
      description: a.description,
    }),
})

export const internetGatewayDeleteCommand = defineCommand({
  id: 'internet-gateway.delete',
  title: 'Delete internet gateway',
  group,
  keywords: ['remove', 'igw'],
  args: z.object({
    project,
    vpc,
    gateway: ref('Internet gateway name'),
    cascade: z
      .boolean()
      .default(true)
      .describe(
        "Also remove the gateway's IP pool and address links; without it a linked gateway stays",
      ),
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, gateway: completeInternetGateways },
  confirm: ({ gateway }) => ({
    title: 'Delete internet gateway',
    message: `Are you sure you want to delete internet gateway ${gateway}? Routes that target it stop working.`,
    actionLabel: 'Delete',
  }),
  async run({ project, vpc, gateway, cascade }, ctx) {
    await internetGatewayDelete({ path: { gateway }, query: { project, vpc, cascade } })
    await invalidate(ctx.mutate, internetGatewayList)
  },
  successMessage: ({ gateway }) => `Internet gateway ${gateway} deleted`,
  cli: (a) =>
    cli('internet-gateway delete', {
      project: a.project,
      vpc: a.vpc,
      gateway: a.gateway,
      cascade: a.cascade,
    }),
})

export const internetGatewayCommands = commandList(
  internetGatewayCreateCommand,
  internetGatewayDeleteCommand,
)
