// "Go to" a disk's or an image's own page: what `oxide disk view` and `oxide image view` lines
// open. An image without a project is a silo image.
import { z } from 'zod'
import { imageList } from '@/api/generated/operations'
import { fetchAllPages } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeDisks, completeImages, completeProjects } from '../core/complete'
import { navCommand } from '../navigation/navigation-define'

export const storageNavCommands = commandList(
  navCommand({
    id: 'nav.disk',
    title: 'Go to disk',
    keywords: ['volume', 'storage', 'snapshots'],
    args: z.object({ project, disk: ref('Disk name') }),
    to: pb.disk,
    fromScope: ['project'],
    complete: { project: completeProjects, disk: completeDisks },
    cli: (a) => cli('disk view', { project: a.project, disk: a.disk }),
  }),
  navCommand({
    id: 'nav.image',
    title: 'Go to image',
    keywords: ['os', 'boot image', 'silo image'],
    args: z.object({
      project: z.string().optional().describe("The image's project; a silo image when omitted"),
      image: ref('Image name'),
    }),
    to: (a) =>
      a.project ? pb.projectImage({ project: a.project, image: a.image }) : pb.siloImage(a),
    fromScope: ['project'],
    complete: { image: completeImages },
    cli: (a) => cli('image view', { project: a.project, image: a.image }),
  }),
  // From the silo's images: the same page as nav.image without a project (whose line it shares).
  navCommand({
    id: 'nav.silo-image',
    title: 'Go to silo image',
    keywords: ['os', 'boot image'],
    args: z.object({ image: ref('Silo image name') }),
    to: pb.siloImage,
    complete: {
      image: async () =>
        (await fetchAllPages(imageList, {})).map((i) => ({
          value: i.name,
          detail: `${i.os} ${i.version}`,
          target: i,
        })),
    },
  }),
)
