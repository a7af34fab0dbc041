// Project commands: create, update, delete.
import { z } from 'zod'
import {
  projectCreate,
  projectDelete,
  projectList,
  projectUpdate,
  projectView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { lastProjectAtom, setLastProjectAtom } from '@/state/history'
import { description, newName, optionalDescription, project, rename } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeProjects } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'

const group = 'Projects'

export const projectCreateCommand = defineCommand({
  id: 'project.create',
  title: 'Create project',
  group,
  keywords: ['new'],
  args: z.object({ name: newName('project'), description: description('project') }),
  async run({ name, description }, ctx) {
    const created = await projectCreate({ body: { name, description } })
    await invalidate(ctx.mutate, projectList)
    ctx.navigate(pb.instances({ project: created.name }))
    return created
  },
  successMessage: ({ name }) => `Project ${name} created`,
  undo: undoCreate({
    what: 'project',
    del: 'project.delete',
    args: (_a, c) => ({ project: c.name }),
    read: (_a, c) => projectView({ path: { project: c.id } }),
  }),
  cli: (a) => cli('project create', { name: a.name, description: a.description }),
})

export const projectUpdateCommand = defineCommand({
  id: 'project.update',
  title: 'Update project',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    name: rename('project'),
    description: optionalDescription('project'),
  }),
  defaults: (ctx) => ({ project: ctx.scope.project }),
  complete: { project: completeProjects },
  async run({ project, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.projectEdit({ project }))
    }
    const updated = await projectUpdate({ path: { project }, body: { name, description } })
    await invalidate(ctx.mutate, projectList)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Project ${a.name ?? a.project} updated`),
  undo: undoEdit<{ project: string }>({
    what: 'project',
    id: 'project.update',
    key: 'project',
    read: (_a, n) => projectView({ path: { project: n } }),
  }),
  cli: (a) =>
    cli('project update', { project: a.project, name: a.name, description: a.description }),
})

export const projectDeleteCommand = defineCommand({
  id: 'project.delete',
  title: 'Delete project',
  group,
  keywords: ['remove'],
  args: z.object({ project }),
  defaults: (ctx) => ({ project: ctx.scope.project }),
  complete: { project: completeProjects },
  confirm: ({ project }) => ({
    title: 'Delete project',
    message: `Are you sure you want to delete project ${project}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ project }, ctx) {
    await projectDelete({ path: { project } })
    // `g i` from outside a project must not lead to the project just deleted.
    if (ctx.store.get(lastProjectAtom) === project) ctx.store.set(setLastProjectAtom, null)
    await invalidate(ctx.mutate, projectList)
  },
  successMessage: ({ project }) => `Project ${project} deleted`,
  cli: (a) => cli('project delete', { project: a.project }),
})

export const projectCommands = commandList(
  projectCreateCommand,
  projectUpdateCommand,
  projectDeleteCommand,
)
