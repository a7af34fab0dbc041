// Image commands: create a project image from a snapshot, delete, promote a project image to the
// silo, demote a silo image into a project. Images have no update operation in nexus.json.
import { z } from 'zod'
import {
  imageCreate,
  imageDelete,
  imageDemote,
  imageList,
  imagePromote,
  imageView,
  snapshotView,
} from '@/api/generated/operations'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { hasSnapshotState, snapshotImageReason } from '@/api/capabilities'
import { isUuid } from '@/lib/validators'
import { pb } from '@/lib/paths'
import { description, newName, project, projectDefaults, ref } from '../core/args'
import { cli, cliJson, idOf } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeImages, completeProjects, completeSnapshots } from '../core/complete'
import { defineCommand, type CommandContext } from '../core/define'
import { undoImageMove } from '../history/undo-links'
import { undoCreate } from '../history/undo-kinds'

const group = 'Images'
const image = ref('Image name')
const refresh = (ctx: CommandContext) => invalidate(ctx.mutate, imageList, imageView)

/** The project, and the image whose page is open. */
const imageDefaults = (ctx: CommandContext) => ({ ...projectDefaults(ctx), image: ctx.scope.image })

const completeSiloImages = async () =>
  (await fetchAllPages(imageList, {})).map((i) => ({
    value: i.name,
    detail: `${i.os} ${i.version}`,
    target: i,
  }))

export const imageCreateCommand = defineCommand({
  id: 'image.create',
  title: 'Create image',
  group,
  keywords: ['new', 'snapshot'],
  args: z.object({
    project,
    snapshot: ref('Snapshot the image is made from'),
    name: newName('image'),
    description: description('image'),
    os: z.string().min(1).describe('Operating system of the image, e.g. ubuntu'),
    version: z.string().min(1).describe('Version of the operating system, e.g. 24.04'),
  }),
  defaults: projectDefaults,
  complete: { snapshot: completeSnapshots },
  resolve: (_ctx, { project, snapshot }) =>
    snapshotView({ path: { snapshot }, query: isUuid(snapshot) ? {} : { project } }),
  target: hasSnapshotState,
  available: (_ctx, _args, target) => (target && snapshotImageReason(target)) ?? true,
  async run({ project, snapshot, name, description, os, version }, ctx) {
    const snap = await snapshotView({
      path: { snapshot },
      query: isUuid(snapshot) ? {} : { project },
    })
    const created = await imageCreate({
      query: { project },
      body: { name, description, os, version, source: { type: 'snapshot', id: snap.id } },
    })
    await refresh(ctx)
    return created
  },
  successMessage: ({ name }) => `Image ${name} created`,
  undo: undoCreate<{ project: string }>({
    what: 'image',
    del: 'image.delete',
    args: (a, c) => ({ project: a.project, image: c.name }),
    read: (a, c) => imageView({ path: { image: c.name }, query: { project: a.project } }),
  }),
  // The CLI takes the image's source only in the body.
  cli: (a) => cliJson('image create', { project: a.project }),
  cliBody: (a) => ({
    name: a.name,
    description: a.description,
    os: a.os,
    version: a.version,
    source: {
      type: 'snapshot',
      id: idOf(a.snapshot, cli('snapshot view', { project: a.project, snapshot: a.snapshot })),
    },
  }),
})

export const imageDeleteCommand = defineCommand({
  id: 'image.delete',
  title: 'Delete image',
  group,
  keywords: ['remove'],
  args: z.object({
    project: z.string().optional().describe("The image's project; a silo image when omitted"),
    image,
  }),
  defaults: imageDefaults,
  complete: { image: completeImages },
  confirm: ({ image }) => ({
    title: 'Delete image',
    message: `Are you sure you want to delete image ${image}? Disks made from it are kept.`,
    actionLabel: 'Delete',
  }),
  async run({ project, image }, ctx) {
    await imageDelete({ path: { image }, query: project ? { project } : {} })
    // Leave the image's own page before it refetches into a 404.
    if (ctx.scope.image === image)
      ctx.navigate(project ? pb.projectImages({ project }) : pb.siloImages())
    await invalidate(ctx.mutate, imageList)
  },
  successMessage: ({ image }) => `Image ${image} deleted`,
  cli: (a) => cli('image delete', { project: a.project, image: a.image }),
})

export const imagePromoteCommand = defineCommand({
  id: 'image.promote',
  title: 'Promote image',
  group,
  keywords: ['silo', 'share'],
  args: z.object({ project, image }),
  defaults: imageDefaults,
  complete: { project: completeProjects, image: completeImages },
  confirm: ({ image }) => ({
    title: 'Promote image',
    message: `Promote image ${image}? It becomes a silo image, visible to every project in the silo.`,
    actionLabel: 'Promote',
    danger: false,
  }),
  async run({ project, image }, ctx) {
    const promoted = await imagePromote({ path: { image }, query: { project } })
    // The image's page follows it: it is a silo image now.
    if (ctx.scope.image === image) ctx.navigate(pb.siloImage({ image }))
    await refresh(ctx)
    return promoted
  },
  successMessage: ({ image }) => `Image ${image} promoted to the silo`,
  undo: undoImageMove('promote'),
  cli: (a) => cli('image promote', { project: a.project, image: a.image }),
})

export const imageDemoteCommand = defineCommand({
  id: 'image.demote',
  title: 'Demote image',
  group,
  keywords: ['project'],
  args: z.object({
    image: ref('Silo image to demote'),
    project: ref('Project the image moves into'),
  }),
  defaults: imageDefaults,
  complete: { image: completeSiloImages, project: completeProjects },
  confirm: ({ image, project }) => ({
    title: 'Demote image',
    message: `Demote image ${image}? It becomes an image of project ${project} only.`,
    actionLabel: 'Demote',
    danger: false,
  }),
  async run({ project, image }, ctx) {
    const demoted = await imageDemote({ path: { image }, query: { project } })
    if (ctx.scope.image === image) ctx.navigate(pb.projectImage({ project, image }))
    await refresh(ctx)
    return demoted
  },
  successMessage: ({ image, project }) => `Image ${image} demoted to project ${project}`,
  undo: undoImageMove('demote'),
  cli: (a) => cli('image demote', { image: a.image, project: a.project }),
})

export const imageCommands = commandList(
  imageCreateCommand,
  imageDeleteCommand,
  imagePromoteCommand,
  imageDemoteCommand,
)
