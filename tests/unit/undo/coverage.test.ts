// Every command that declares an inverse has a round trip in tests/unit/undo (the lists below
// name the command ids those files run). A new undoable command fails here until it has one.
import { beforeAll, expect, it } from 'vitest'
import { registerAllCommands } from '@/commands/all'
import { allCommands } from '@/commands/core/registry'

const ROUND_TRIPS = {
  'mechanism.test.ts': ['instance.stop'],
  'inverses-core.test.ts': [
    'instance.start',
    'instance.stop',
    'disk.attach',
    'disk.detach',
    'firewall-rule.create',
    'firewall-rule.update',
    'firewall-rule.delete',
    'firewall-rule.enable',
    'firewall-rule.disable',
    'role.set-project',
    'role.remove-project',
    'role.set-silo',
    'role.remove-silo',
    'role.set-fleet',
    'role.remove-fleet',
  ],
  // firewall-rule.restore is what the firewall undos run; their redo (in every round trip)
  // runs the restore's own inverse.
  'inverses-core.test.ts (redo)': ['firewall-rule.restore'],
  'inverses-create.test.ts': [
    'project.create',
    'vpc.create',
    'subnet.create',
    'router.create',
    'route.create',
    'image.create',
    'internet-gateway.create',
    'ssh-key.create',
    'disk.create',
    'snapshot.create',
    'floating-ip.create',
    'instance.create',
    'ip-pool.range-add',
  ],
  'inverses-edit.test.ts': [
    'project.update',
    'vpc.update',
    'subnet.update',
    'router.update',
    'route.update',
    'floating-ip.update',
    'ip-pool.update',
    'network-interface.update',
    'anti-affinity-group.update',
  ],
  'inverses-links.test.ts': [
    'instance.ephemeral-ip-attach',
    'instance.ephemeral-ip-detach',
    'floating-ip.attach',
    'floating-ip.detach',
    'image.promote',
    'image.demote',
    'ip-pool.silo-link',
    'ip-pool.silo-unlink',
    'ip-pool.silo-make-default',
    'silo.quotas-update',
    'sled.set-provision-policy',
  ],
  'inverses-subnets.test.ts': [
    'subnet-pool.create',
    'subnet-pool.update',
    'subnet-pool.member-add',
    'subnet-pool.silo-link',
    'subnet-pool.silo-unlink',
    'subnet-pool.silo-make-default',
    'subnet-pool.silo-clear-default',
    'external-subnet.create',
    'external-subnet.update',
    'external-subnet.attach',
    'external-subnet.detach',
  ],
  'inverses-alerts.test.ts': [
    'alert-receiver.subscribe',
    'alert-receiver.unsubscribe',
    'webhook-secret.add',
    'alert-receiver.create',
    'alert-receiver.update',
    'support-bundle.create',
    'support-bundle.update',
  ],
  'inverses-platform.test.ts': [
    'scim-token.create',
    'allow-list.update',
    'inbound-icmp.update',
    'networking-settings.update',
    'bfd.enable',
    'bfd.disable',
    'physical-disk.enable-adoption',
    'physical-disk.disable-adoption',
  ],
}

beforeAll(registerAllCommands)

it('every undoable command has a round trip', () => {
  const undoable = allCommands()
    .filter((c) => c.undo)
    .map((c) => c.id)
    .sort()
  const tested = [...new Set(Object.values(ROUND_TRIPS).flat())].sort()
  expect(undoable).toEqual(tested)
})
