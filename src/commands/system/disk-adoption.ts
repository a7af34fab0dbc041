// Physical disk adoption (operators): a disk a sled reports but the control plane has not adopted
// waits for an operator to enable its adoption; the control plane then adopts it. Enabling and
// disabling (before the disk is adopted) undo each other.
import { z } from 'zod'
import { disableAdoptionReason, enableAdoptionReason, hasAdoptionRequest } from '@/api/capabilities'
import {
  physicalDiskDisableAdoption,
  physicalDiskEnableAdoption,
  physicalDiskList,
  physicalDiskListAdoptionRequests,
  physicalDiskListUnadopted,
} from '@/api/generated/operations'
import type {
  PhysicalDiskAdoptionRequest,
  PhysicalDiskManufacturerIdentity,
} from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { defineCommand, type Availability, type Choice, type CommandContext } from '../core/define'
import { undoable } from '../core/undo-spec'
import { step } from '../history/undo-checks'
import { isFleetViewer } from '../navigation/navigation-define'

const group = 'Hardware'

const refresh = (ctx: CommandContext) =>
  invalidate(
    ctx.mutate,
    physicalDiskListUnadopted,
    physicalDiskListAdoptionRequests,
    physicalDiskList,
  )

const requests = () => fetchAllPages(physicalDiskListAdoptionRequests, {})
const requestFor = async (serial: string) =>
  (await requests()).find((r) => r.diskId.serial === serial)

/** The unadopted disks, each saying whether its adoption is enabled. */
async function completeUnadopted(): Promise<Choice[]> {
  const [disks, reqs] = await Promise.all([
    fetchAllPages(physicalDiskListUnadopted, {}),
    requests(),
  ])
  return disks.map((d) => {
    const adoptionRequested = reqs.some((r) => r.diskId.serial === d.diskId.serial)
    return {
      value: d.diskId.serial,
      detail: `${d.diskId.model}, sled ${d.sledId.slice(0, 8)} slot ${d.slot}${adoptionRequested ? ', adoption enabled' : ''}`,
      target: { ...d, adoptionRequested },
    }
  })
}

async function completeRequests(): Promise<Choice[]> {
  return (await requests()).map((r) => ({
    value: r.id,
    label: r.diskId.serial,
    detail: `${r.diskId.model}, ${r.id.slice(0, 8)}`,
    keywords: [r.diskId.serial, r.id],
    target: { ...r, adoptionRequested: true },
  }))
}

/** The disk's identity: what was given, else what the sled reports for that serial. */
async function identityOf(a: { serial: string; vendor?: string; model?: string }) {
  if (a.vendor && a.model) return { serial: a.serial, vendor: a.vendor, model: a.model }
  const disks = await fetchAllPages(physicalDiskListUnadopted, {})
  const found = disks.find((d) => d.diskId.serial === a.serial)
  if (!found)
    throw new Error(
      `No sled reports an unadopted disk with serial ${a.serial}; give --vendor and --model to enable the adoption of a disk not yet inserted`,
    )
  return found.diskId
}

const undoEnable = undoable<{ serial: string }, undefined, PhysicalDiskAdoptionRequest>({
  inverse: (a, _b, created) =>
    created?.id
      ? step(
          'physical-disk.disable-adoption',
          { request: created.id },
          `Disable the adoption of disk ${a.serial}`,
          async () =>
            (await requests()).some((r) => r.id === created.id)
              ? true
              : `disk ${a.serial} was adopted (or its request removed) since`,
        )
      : 'the platform did not say what it created',
})

export const enableAdoptionCommand = defineCommand({
  id: 'physical-disk.enable-adoption',
  visible: isFleetViewer,
  title: 'Enable disk adoption',
  group,
  keywords: ['adopt', 'physical disk', 'new disk', 'replace', 'inventory', 'u.2'],
  line: { words: ['physical-disk', 'enable-adoption'], positional: ['serial'] },
  args: z.object({
    serial: ref('Serial number of the disk'),
    vendor: z.string().optional().describe("The disk's vendor; read from the sled when omitted"),
    model: z.string().optional().describe("The disk's model; read from the sled when omitted"),
  }),
  complete: { serial: completeUnadopted },
  target: hasAdoptionRequest,
  available: (_ctx, _a, disk): Availability => (disk && enableAdoptionReason(disk)) ?? true,
  async run(a, ctx) {
    const identity: PhysicalDiskManufacturerIdentity = await identityOf(a)
    const request = await physicalDiskEnableAdoption({ body: identity })
    await refresh(ctx)
    return request
  },
  successMessage: ({ serial }) => `Adoption of disk ${serial} enabled`,
  undo: undoEnable,
  cli: (a) =>
    cli('system hardware disk enable-adoption', {
      vendor: a.vendor,
      model: a.model,
      serial: a.serial,
    }),
})

export const disableAdoptionCommand = defineCommand({
  id: 'physical-disk.disable-adoption',
  visible: isFleetViewer,
  title: 'Disable disk adoption',
  group,
  keywords: ['adopt', 'physical disk', 'cancel', 'inventory'],
  line: { words: ['physical-disk', 'disable-adoption'], positional: ['request'] },
  args: z.object({ request: z.uuid().describe('The adoption request (its id)') }),
  complete: { request: completeRequests },
  target: hasAdoptionRequest,
  available: (_ctx, _a, disk): Availability => (disk && disableAdoptionReason(disk)) ?? true,
  async run({ request }, ctx) {
    await physicalDiskDisableAdoption({ path: { physicalDiskAdoptionReqId: request } })
    await refresh(ctx)
  },
  successMessage: ({ request }) => `Adoption request ${request.slice(0, 8)} removed`,
  undo: undoable<{ request: string }, PhysicalDiskAdoptionRequest | undefined>({
    before: async ({ request }) => (await requests()).find((r) => r.id === request),
    inverse: (_a, old) =>
      old
        ? step(
            'physical-disk.enable-adoption',
            { ...old.diskId },
            `Enable the adoption of disk ${old.diskId.serial} again`,
            async () =>
              (await requestFor(old.diskId.serial))
                ? `the adoption of disk ${old.diskId.serial} was enabled again since`
                : true,
          )
        : null,
  }),
  cli: (a) =>
    cli('system hardware disk disable-adoption', { physicalDiskAdoptionReqId: a.request }),
})

export const diskAdoptionCommands = commandList(enableAdoptionCommand, disableAdoptionCommand)
