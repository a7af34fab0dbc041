// Titles and keys of the commands the first screens show as buttons and hints, known before the
// built-in commands' chunk has loaded (load.ts), so a button reads as its title from its first
// paint and the top bar shows Ctrl+K at once. Kept small on purpose: it is part of the entry
// chunk. first-paint.test.ts checks every entry against the registry and that every
// <CommandButton id="…">, <FormButton id="…"> and useCommand('…') in src/views has one.
export type FirstPaint = { title: string; keybinding?: string }

export const firstPaint: Readonly<Record<string, FirstPaint>> = {
  'anti-affinity-group.member-add': { title: 'Add instance to anti-affinity group' },
  'disk.attach': { title: 'Attach disk' },
  'floating-ip.attach': { title: 'Attach floating IP' },
  'history.undo': { title: 'Undo', keybinding: 'mod+z' },
  'image.create': { title: 'Create image' },
  'instance.delete': { title: 'Delete instance' },
  'instance.disk-create': { title: 'Create and attach disk' },
  'instance.ephemeral-ip-attach': { title: 'Attach ephemeral IP' },
  'instance.reboot': { title: 'Reboot instance' },
  'instance.set-boot-disk': { title: 'Set boot disk' },
  'instance.start': { title: 'Start instance' },
  'instance.stop': { title: 'Stop instance' },
  'internet-gateway.address-attach': { title: 'Attach IP address to internet gateway' },
  'internet-gateway.create': { title: 'Create internet gateway' },
  'internet-gateway.pool-attach': { title: 'Attach IP pool to internet gateway' },
  'ip-pool.delete': { title: 'Delete IP pool' },
  'ip-pool.silo-link': { title: 'Link IP pool to silo' },
  'nav.serial-console': { title: 'Go to serial console' },
  'network-interface.create': { title: 'Add network interface' },
  'network-interface.update': { title: 'Edit network interface' },
  'role.set-fleet': { title: 'Set fleet role' },
  'role.set-project': { title: 'Set project role' },
  'role.set-silo': { title: 'Set silo role' },
  'script.close': { title: 'Close script report' },
  'script.export': { title: 'Export recorded script' },
  'script.pause': { title: 'Pause script' },
  'script.record-stop': { title: 'Stop recording and export' },
  'script.resume': { title: 'Resume script' },
  'script.run': { title: 'Run script' },
  'script.stop': { title: 'Stop script' },
  'serial-console.pop-out': { title: 'Pop out serial console' },
  'session.sign-out': { title: 'Sign out' },
  'silo.delete': { title: 'Delete silo' },
  'silo.quotas-update': { title: 'Edit silo quotas' },
  'sled.set-provision-policy': { title: 'Set sled provision policy' },
  'timeseries.schemas': { title: 'Browse timeseries schemas' },
  'vpc.delete': { title: 'Delete VPC' },
  'ui.open-palette': { title: 'Open command palette', keybinding: 'mod+k' },
  'ui.toggle-log': { title: 'Toggle command log', keybinding: '`' },
  'ui.show-help': { title: 'Show keyboard shortcuts', keybinding: 'shift+/' },
}
