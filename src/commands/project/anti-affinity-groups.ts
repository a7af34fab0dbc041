// Anti-affinity group commands: create, update, delete, add and remove a member instance. A
// group keeps its member instances apart (on different sleds); its policy says what happens
// when that cannot be done.
import { z } from 'zod'
import { hasRunState, instanceDisabledReason } from '@/api/capabilities'
import {
  antiAffinityGroupCreate,
  antiAffinityGroupDelete,
  antiAffinityGroupList,
  antiAffinityGroupMemberInstanceAdd,
  antiAffinityGroupMemberInstanceDelete,
  antiAffinityGroupMemberList,
  antiAffinityGroupUpdate,
  antiAffinityGroupView,
  instanceAntiAffinityGroupList,
  instanceView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import {
  description,
  newName,
  optionalDescription,
  project,
  projectDefaults,
  ref,
  rename,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeAntiAffinityGroups, completeInstances } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoEdit } from '../history/undo-kinds'

const group = 'Affinity'
const antiAffinityGroup = ref('Anti-affinity group name')

export const antiAffinityGroupCreateCommand = defineCommand({
  id: 'anti-affinity-group.create',
  title: 'Create anti-affinity group',
  group,
  keywords: ['new', 'affinity', 'spread'],
  args: z.object({
    project,
    name: newName('anti-affinity group'),
    description: description('anti-affinity group'),
    policy: z
      .enum(['allow', 'fail'])
      .default('allow')
      .describe('When members cannot be kept apart: start them anyway (allow) or fail'),
    failureDomain: z.enum(['sled']).default('sled').describe('What members are kept apart on'),
  }),
  defaults: projectDefaults,
  async run({ project, ...body }, ctx) {
    const created = await antiAffinityGroupCreate({ query: { project }, body })
    await invalidate(ctx.mutate, antiAffinityGroupList)
    return created
  },
  successMessage: ({ name }) => `Anti-affinity group ${name} created`,
  cli: (a) =>
    cli('instance anti-affinity create', {
      project: a.project,
      name: a.name,
      description: a.description,
      policy: a.policy,
      failureDomain: a.failureDomain,
    }),
})

export const antiAffinityGroupUpdateCommand = defineCommand({
  id: 'anti-affinity-group.update',
  title: 'Update anti-affinity group',
  group,
  keywords: ['edit', 'rename', 'affinity'],
  args: z.object({
    project,
    antiAffinityGroup,
    name: rename('anti-affinity group'),
    description: optionalDescription('anti-affinity group'),
  }),
  defaults: projectDefaults,
  complete: { antiAffinityGroup: completeAntiAffinityGroups },
  async run({ project, antiAffinityGroup, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.antiAffinityGroupEdit({ project, antiAffinityGroup }))
    }
    const updated = await antiAffinityGroupUpdate({
      path: { antiAffinityGroup },
      query: { project },
      body: { name, description },
    })
    await invalidate(ctx.mutate, antiAffinityGroupList, antiAffinityGroupView)
    return updated
  },
  successMessage: (a, r) =>
    isOpened(r) ? '' : `Anti-affinity group ${a.name ?? a.antiAffinityGroup} updated`,
  undo: undoEdit<{ project: string; antiAffinityGroup: string }>({
    what: 'anti-affinity group',
    id: 'anti-affinity-group.update',
    key: 'antiAffinityGroup',
    read: (a, n) =>
      antiAffinityGroupView({ path: { antiAffinityGroup: n }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('instance anti-affinity update', {
      project: a.project,
      antiAffinityGroup: a.antiAffinityGroup,
      name: a.name,
      description: a.description,
    }),
})

export const antiAffinityGroupDeleteCommand = defineCommand({
  id: 'anti-affinity-group.delete',
  title: 'Delete anti-affinity group',
  group,
  keywords: ['remove', 'affinity'],
  args: z.object({ project, antiAffinityGroup }),
  defaults: projectDefaults,
  complete: { antiAffinityGroup: completeAntiAffinityGroups },
  confirm: ({ antiAffinityGroup }) => ({
    title: 'Delete anti-affinity group',
    message: `Are you sure you want to delete anti-affinity group ${antiAffinityGroup}? Its instances are kept.`,
    actionLabel: 'Delete',
  }),
  async run({ project, antiAffinityGroup }, ctx) {
    await antiAffinityGroupDelete({ path: { antiAffinityGroup }, query: { project } })
    await invalidate(ctx.mutate, antiAffinityGroupList)
  },
  successMessage: ({ antiAffinityGroup }) => `Anti-affinity group ${antiAffinityGroup} deleted`,
  cli: (a) =>
    cli('instance anti-affinity delete', {
      project: a.project,
      antiAffinityGroup: a.antiAffinityGroup,
    }),
})

const memberArgs = z.object({
  project,
  antiAffinityGroup,
  instance: ref('Instance name'),
})
type MemberArgs = z.infer<typeof memberArgs>
const memberCommon = {
  group,
  args: memberArgs,
  defaults: (ctx: CommandContext) => ({
    project: ctx.scope.project,
    instance: ctx.scope.instance,
  }),
  complete: { antiAffinityGroup: completeAntiAffinityGroups, instance: completeInstances },
}
const refreshMembers = (ctx: CommandContext) =>
  invalidate(ctx.mutate, antiAffinityGroupMemberList, instanceAntiAffinityGroupList)
const memberCli = (verb: string) => (a: Partial<MemberArgs>) =>
  cli(`instance anti-affinity member ${verb}-instance`, {
    project: a.project,
    antiAffinityGroup: a.antiAffinityGroup,
    instance: a.instance,
  })

export const antiAffinityGroupMemberAddCommand = defineCommand({
  ...memberCommon,
  id: 'anti-affinity-group.member-add',
  title: 'Add instance to anti-affinity group',
  keywords: ['member', 'join', 'affinity', 'spread'],
  // Section 4: only a stopped instance can be added to an affinity group.
  resolve: (_ctx, { project, instance }) =>
    instanceView({ path: { instance }, query: { project } }),
  target: hasRunState,
  available: (_ctx, _args, target): Availability =>
    target ? (instanceDisabledReason('addToAffinityGroup', target) ?? true) : true,
  async run({ project, antiAffinityGroup, instance }, ctx) {
    const added = await antiAffinityGroupMemberInstanceAdd({
      path: { antiAffinityGroup, instance },
      query: { project },
    })
    await refreshMembers(ctx)
    return added
  },
  successMessage: ({ instance, antiAffinityGroup }) =>
    `Instance ${instance} added to anti-affinity group ${antiAffinityGroup}`,
  cli: memberCli('add'),
})

export const antiAffinityGroupMemberRemoveCommand = defineCommand({
  ...memberCommon,
  id: 'anti-affinity-group.member-remove',
  title: 'Remove instance from anti-affinity group',
  keywords: ['member', 'leave', 'affinity'],
  confirm: ({ instance, antiAffinityGroup }) => ({
    title: 'Remove from anti-affinity group',
    message: `Remove instance ${instance} from anti-affinity group ${antiAffinityGroup}? It may then share a sled with the group's other instances.`,
    actionLabel: 'Remove',
  }),
  async run({ project, antiAffinityGroup, instance }, ctx) {
    await antiAffinityGroupMemberInstanceDelete({
      path: { antiAffinityGroup, instance },
      query: { project },
    })
    await refreshMembers(ctx)
  },
  successMessage: ({ instance, antiAffinityGroup }) =>
    `Instance ${instance} removed from anti-affinity group ${antiAffinityGroup}`,
  cli: memberCli('remove'),
})

export const antiAffinityGroupCommands = commandList(
  antiAffinityGroupCreateCommand,
  antiAffinityGroupUpdateCommand,
  antiAffinityGroupDeleteCommand,
  antiAffinityGroupMemberAddCommand,
  antiAffinityGroupMemberRemoveCommand,
)
