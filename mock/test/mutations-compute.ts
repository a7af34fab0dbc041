// Main mutations of instances, disks, snapshots and images, through the console's own client.
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { expectApiError, GiB } from './expect-error'

const project = 'demo'

export async function instances() {
  const image = (await api.imageList({ query: { project } })).items[0]
  if (!image) throw new Error('seed has no project image')
  const vm = await api.instanceCreate({
    query: { project },
    body: {
      name: 'conf-vm',
      description: 'conformance',
      hostname: 'conf-vm',
      ncpus: 2,
      memory: 4 * GiB,
      start: true,
      bootDisk: {
        type: 'create',
        name: 'conf-vm-boot',
        description: 'boot',
        size: 10 * GiB,
        diskBackend: {
          type: 'distributed',
          diskSource: { type: 'image', imageId: image.id, readOnly: false },
        },
      },
      disks: [],
      externalIps: [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: null } }],
      networkInterfaces: { type: 'default_ipv4' },
      antiAffinityGroups: [],
      autoRestartPolicy: null,
      cpuPlatform: null,
      enableJumboFrames: false,
      multicastGroups: [],
      userData: '',
    },
  })
  expect(vm.runState).toBe('creating')
  const path = { instance: 'conf-vm' }
  expect((await api.instanceView({ path, query: { project } })).runState).toBe('running')
  await expectApiError(api.instanceDelete({ path, query: { project } }), 400, 'InvalidRequest')
  await api.instanceStop({ path, query: { project } })
  const disk = await api.diskCreate({
    query: { project },
    body: {
      name: 'conf-data',
      description: 'data',
      size: 2 * GiB,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
    },
  })
  await api.instanceDiskAttach({ path, query: { project }, body: { disk: disk.id } })
  await api.instanceDiskDetach({ path, query: { project }, body: { disk: 'conf-data' } })
  await api.instanceStart({ path, query: { project } })
  await api.instanceReboot({ path, query: { project } })
  await api.instanceExternalIpList({ path, query: { project } })
  await api.instanceNetworkInterfaceList({ query: { project, instance: 'conf-vm' } })
  await api.instanceStop({ path, query: { project } })
  await api.instanceUpdate({
    path,
    query: { project },
    body: {
      ncpus: 4,
      memory: 8 * GiB,
      bootDisk: 'conf-vm-boot',
      autoRestartPolicy: 'best_effort',
      cpuPlatform: null,
      enableJumboFrames: false,
      multicastGroups: null,
    },
  })
  await api.instanceDelete({ path, query: { project } })

  const snap = await api.snapshotCreate({
    query: { project },
    body: { name: 'conf-snap', description: 's', disk: 'conf-data' },
  })
  await api.snapshotView({ path: { snapshot: snap.id } })
  const img = await api.imageCreate({
    query: { project },
    body: {
      name: 'conf-img',
      description: 'i',
      os: 'linux',
      version: '1',
      source: { type: 'snapshot', id: snap.id },
    },
  })
  await api.imagePromote({ path: { image: img.id } })
  await api.imageDemote({ path: { image: img.id }, query: { project } })
  await api.imageDelete({ path: { image: img.id } })
  await api.snapshotDelete({ path: { snapshot: snap.id } })
  await api.diskDelete({ path: { disk: 'conf-data' }, query: { project } })
}

export async function diskImport() {
  const disk = await api.diskCreate({
    query: { project },
    body: {
      name: 'conf-import',
      description: 'upload',
      size: GiB,
      diskBackend: {
        type: 'distributed',
        diskSource: { type: 'importing_blocks', blockSize: 512 },
      },
    },
  })
  expect(disk.state.state).toBe('import_ready')
  const path = { disk: 'conf-import' }
  await api.diskBulkWriteImportStart({ path, query: { project } })
  const chunk = btoa('\0'.repeat(1024))
  await api.diskBulkWriteImport({
    path,
    query: { project },
    body: { offset: 0, base64EncodedData: chunk },
  })
  await expectApiError(
    api.diskBulkWriteImport({
      path,
      query: { project },
      body: { offset: 100, base64EncodedData: chunk },
    }),
    400,
  )
  await expectApiError(
    api.diskBulkWriteImport({
      path,
      query: { project },
      body: { offset: GiB, base64EncodedData: chunk },
    }),
    400,
  )
  await api.diskBulkWriteImportStop({ path, query: { project } })
  await api.diskFinalizeImport({
    path,
    query: { project },
    body: { snapshotName: 'conf-import-snap' },
  })
  expect((await api.diskView({ path, query: { project } })).state.state).toBe('detached')
}
