// Anti-affinity group commands: create, update, delete. A group keeps its member instances
// apart (on different sleds); its policy says what happens when that cannot be done.
import { z } from 'zod'
import {
  antiAffinityGroupCreate,
  antiAffinityGroupDelete,
  antiAffinityGroupList,
  antiAffinityGroupUpdate,
  antiAffinityGroupView,
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
} from './args'
import { cli } from './cli'
import { commandList } from './command-list'
import { completeAntiAffinityGroups } from './complete'
import { isOpened, nothingToChange, openEditForm } from './edit-form'
import { defineCommand } from './define'

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
    cli('anti-affinity-group create', {
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
  cli: (a) =>
    cli('anti-affinity-group update', {
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
    cli('anti-affinity-group delete', {
      project: a.project,
      antiAffinityGroup: a.antiAffinityGroup,
    }),
})

export const antiAffinityGroupCommands = commandList(
  antiAffinityGroupCreateCommand,
  antiAffinityGroupUpdateCommand,
  antiAffinityGroupDeleteCommand,
)
