// Commands that need the fleet (silos, identity providers, system IP pools, the /v1/system API)
// are not offered to a user who is not a fleet viewer: not in the palette, the command line's
// completion or `?`, which all read `visible`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from './all'
import { apiCommandId } from './generic-api/api-commands'
import { completeLine } from './command-line/complete'
import { getCommand } from './core/registry'
import { fakeContext } from './core/test-context'

beforeAll(() => registerAllCommands())
afterAll(() => store.set(setFleetViewerAtom, null))

const FLEET = [
  'silo.create',
  'silo.delete',
  'silo.quotas-update',
  'sled.set-provision-policy',
  'idp.create',
  'ip-pool.create',
  'ip-pool.delete',
  'ip-pool.range-add',
  'ip-pool.silo-link',
  'ip-pool.silo-unlink',
  'ip-pool.silo-make-default',
  'nav.system-access',
  'role.set-fleet',
  'role.remove-fleet',
  'alert-receiver.create',
  'alert-receiver.probe',
  'alert-receiver.subscribe',
  'webhook-secret.delete',
  'alert.resend',
  'nav.system-alerts',
  'support-bundle.create',
  'support-bundle.download',
  'support-bundle.delete',
  'nav.system-support-bundles',
  apiCommandId('system_ip_pool_list'),
  apiCommandId('sled_list'),
]
const EVERYONE = [
  'project.create',
  'instance.stop',
  'nav.silo-access',
  'role.set-silo',
  'role.set-project',
  apiCommandId('project_list'),
]

const visible = (id: string) => {
  const cmd = getCommand(id)
  return cmd.visible ? cmd.visible(fakeContext().ctx) : true
}

describe('fleet commands', () => {
  it('are hidden from a user who is not a fleet viewer, and while that is unknown', () => {
    for (const fleet of [false, null]) {
      store.set(setFleetViewerAtom, fleet)
      for (const id of FLEET) expect(visible(id), `${id} with fleet ${fleet}`).toBe(false)
      for (const id of EVERYONE) expect(visible(id), id).toBe(true)
    }
  })

  it('are offered to a fleet viewer', () => {
    store.set(setFleetViewerAtom, true)
    for (const id of [...FLEET, ...EVERYONE]) expect(visible(id), id).toBe(true)
  })
})

describe('the command line', () => {
  const verbs = async (line: string) =>
    (await completeLine(line, fakeContext().ctx)).choices.map((c) => c.insert)

  it('completes no fleet verb for a user who is not a fleet viewer', async () => {
    store.set(setFleetViewerAtom, false)
    expect(await verbs('sil')).not.toContain('silo')
    expect(await verbs('proj')).toContain('project')
    store.set(setFleetViewerAtom, true)
    expect(await verbs('sil')).toContain('silo')
  })

  it('completes no fleet role command for a user who is not a fleet viewer', async () => {
    const words = async (line: string) =>
      (await completeLine(line, fakeContext().ctx)).choices.map((c) => c.insert.trim())
    store.set(setFleetViewerAtom, false)
    expect(await words('role ')).not.toContain('set-fleet')
    expect(await words('role ')).toContain('set-silo')
    store.set(setFleetViewerAtom, true)
    expect(await words('role ')).toContain('set-fleet')
  })
})
