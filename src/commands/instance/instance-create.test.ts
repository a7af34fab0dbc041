// instance.create with every option the form offers, through dispatch against the node mock.
import { describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  diskView,
  floatingIpView,
  instanceAntiAffinityGroupList,
  instanceDiskList,
  instanceExternalIpList,
  instanceNetworkInterfaceList,
  instanceSshPublicKeyList,
  instanceView,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { prepareArgs, preparedMessage } from '../core/prepare-args'
import { base64 } from './instance-create'
import { parseNewDisk, splitList } from './instance-create-args'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const demo = { project: 'demo' }
const at = (instance: string) => ({ path: { instance }, query: demo })

describe('instance.create arguments', () => {
  it('splits lists and reads name:size disk specs', () => {
    expect(splitList(' a, b,,c ')).toEqual(['a', 'b', 'c'])
    expect(splitList(undefined)).toEqual([])
    expect(parseNewDisk('data:100')).toEqual({ name: 'data', size: 100 })
    expect(parseNewDisk('data')).toBe("'data' is not name:size (e.g. data:100)")
    expect(parseNewDisk('data:5000')).toBe('data: size must be 1 to 1023 GiB')
  })

  it('refuses bad lists with the reason, naming the field', () => {
    const { ctx } = fakeContext(demo)
    const cmd = getCommand('instance.create')
    const message = (raw: Record<string, unknown>) => {
      const p = prepareArgs(cmd, ctx, raw)
      return p.ok ? 'ok' : preparedMessage(p)
    }
    expect(message({ name: 'x', disks: 'a,a' })).toBe('disks: Items must be unique')
    expect(message({ name: 'x', newDisks: 'big:9999' })).toBe(
      'newDisks: big: size must be 1 to 1023 GiB',
    )
  })

  it('encodes user data as base64 of its UTF-8 bytes', () => {
    expect(base64('#cloud-config\n')).toBe('I2Nsb3VkLWNvbmZpZwo=')
    expect(atob(base64('ü'))).toBe('\u00c3\u00bc')
  })
})

describe('instance.create options', () => {
  it('creates everything the arguments name, stopped when asked', async () => {
    const { ctx } = fakeContext(demo)
    const result = await dispatch(
      'instance.create',
      {
        name: 'full',
        ncpus: 4,
        memory: 16,
        boot: 'blank',
        bootDiskSize: 20,
        newDisks: 'data:30',
        disks: 'spare-volume',
        network: 'custom',
        vpc: 'default',
        subnet: 'default',
        floatingIps: 'spare-ip',
        sshKeys: 'laptop',
        userData: '#cloud-config\n',
        antiAffinityGroups: 'web-spread',
        autoRestartPolicy: 'never',
        start: false,
      },
      'test',
      { ctx },
    )
    expect(result.status, JSON.stringify(result)).toBe('ok')
    const i = await instanceView(at('full'))
    expect(i).toMatchObject({ ncpus: 4, autoRestartPolicy: 'never', autoRestartEnabled: false })
    const disks = (await instanceDiskList(at('full'))).items
    expect(disks.map((d) => d.name).sort()).toEqual([
      'data',
      expect.stringMatching(/^full-boot-[0-9a-f]{6}$/),
      'spare-volume',
    ])
    const boot = disks.find((d) => d.id === i.bootDiskId)
    expect(boot?.size).toBe(20 * 1024 ** 3)
    expect((await diskView({ path: { disk: 'data' }, query: demo })).size).toBe(30 * 1024 ** 3)
    const nics = (await instanceNetworkInterfaceList({ query: { ...demo, instance: 'full' } }))
      .items
    expect(nics).toHaveLength(1)
    const ips = (await instanceExternalIpList(at('full'))).items.map((ip) => ip.kind)
    expect(ips).toContain('ephemeral')
    expect(ips).toContain('floating')
    expect(
      (await floatingIpView({ path: { floatingIp: 'spare-ip' }, query: demo })).instanceId,
    ).toBe(i.id)
    const keys = (await instanceSshPublicKeyList(at('full'))).items.map((k) => k.name)
    expect(keys).toEqual(['laptop'])
    const groups = (await instanceAntiAffinityGroupList(at('full'))).items.map((g) => g.name)
    expect(groups).toEqual(['web-spread'])
    await vi.waitFor(async () => expect((await instanceView(at('full'))).runState).toBe('stopped'))
  })

  it('boots from an existing detached disk, with no NIC, no external IP and no keys', async () => {
    const { ctx } = fakeContext(demo)
    const result = await dispatch(
      'instance.create',
      {
        name: 'reuse',
        boot: 'disk',
        bootDiskName: 'old-logs',
        network: 'none',
        externalIp: false,
        sshKeys: 'none',
      },
      'test',
      { ctx },
    )
    expect(result.status, JSON.stringify(result)).toBe('ok')
    const disk = await diskView({ path: { disk: 'old-logs' }, query: demo })
    expect((await instanceView(at('reuse'))).bootDiskId).toBe(disk.id)
    expect(
      (await instanceNetworkInterfaceList({ query: { ...demo, instance: 'reuse' } })).items,
    ).toHaveLength(0)
    expect((await instanceExternalIpList(at('reuse'))).items).toHaveLength(0)
    expect((await instanceSshPublicKeyList(at('reuse'))).items).toHaveLength(0)
  })

  it('says what is missing for an existing boot disk or a custom network', async () => {
    const { ctx } = fakeContext(demo)
    const noDisk = await dispatch('instance.create', { name: 'x', boot: 'disk' }, 'test', { ctx })
    expect(noDisk).toMatchObject({
      status: 'error',
      message: 'Choose the existing disk to boot from (bootDiskName)',
    })
    const noVpc = await dispatch('instance.create', { name: 'x', network: 'custom' }, 'test', {
      ctx,
    })
    expect(noVpc).toMatchObject({
      status: 'error',
      message: 'Choose the VPC and subnet of the network interface',
    })
  })

  it("passes the platform's refusal of an attached disk through", async () => {
    const { ctx } = fakeContext(demo)
    const result = await dispatch(
      'instance.create',
      { name: 'steal', disks: 'web-1-boot' },
      'test',
      { ctx },
    )
    expect(result.status).toBe('error')
    expect((result as { message: string }).message).toMatch(/web-1-boot/)
  })
})
