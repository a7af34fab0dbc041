// The fields of a firewall rule, shared by the create (and clone) and edit forms: what it does
// (action, direction, priority, status), whom it applies to (targets), and which traffic it
// matches (hosts, ports, protocols).
import type { VpcFirewallRule } from '@/api/generated/schemas'
import {
  RULE_TARGET_TYPES,
  ruleTargetError,
  type RuleTargetType,
} from '@/commands/vpc/firewall-rule-args'
import { validateName, validatePortRange } from '@/lib/validators'
import { CheckboxField, RadioField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { ListField, type ListEntry } from './kit/list-field'
import { NumberField, numberError } from './kit/text-fields'
import type { FormApi } from './kit/use-form'

type Protocol = VpcFirewallRule['filters']['protocols'] extends (infer P)[] | null | undefined
  ? P
  : never

export type RuleValues = {
  name: string
  description: string
  action: 'allow' | 'deny'
  direction: 'inbound' | 'outbound'
  priority: string
  enabled: boolean
  targets: ListEntry[]
  hosts: ListEntry[]
  ports: ListEntry[]
  protocols: Protocol[]
}

export const newRule = (vpc: string): RuleValues => ({
  name: '',
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: '65534',
  enabled: true,
  targets: [{ type: 'vpc', value: vpc }],
  hosts: [],
  ports: [],
  protocols: [],
})

/** A rule's fields as form values; cloning keeps every one of them, the name included. */
export const ruleValues = (r: VpcFirewallRule): RuleValues => ({
  name: r.name,
  description: r.description,
  action: r.action,
  direction: r.direction,
  priority: String(r.priority),
  enabled: r.status === 'enabled',
  targets: r.targets.map((t) => ({ type: t.type, value: t.value })),
  hosts: (r.filters.hosts ?? []).map((h) => ({ type: h.type, value: h.value })),
  ports: (r.filters.ports ?? []).map((p) => ({ value: p })),
  protocols: r.filters.protocols ?? [],
})

/** Form values as the firewall-rule commands take them. */
export const ruleArgs = (v: RuleValues) => ({
  name: v.name,
  description: v.description,
  action: v.action,
  direction: v.direction,
  priority: Number(v.priority),
  status: v.enabled ? 'enabled' : 'disabled',
  targets: v.targets,
  filters: {
    hosts: v.hosts,
    ports: v.ports.map((p) => p.value),
    protocols: v.protocols,
  },
})

export const ruleValidators = {
  name: (v: string) => validateName(v),
  priority: (v: string) => numberError(v, 0, 65535),
}

const KINDS = RULE_TARGET_TYPES.map((t) => ({ value: t, label: t }))
const targetError = (e: ListEntry) => ruleTargetError((e.type ?? 'vpc') as RuleTargetType, e.value)
const PROTOCOLS = ['tcp', 'udp', 'icmp'] as const

/** Live names a target or host of each kind can take (the project's VPCs, the VPC's subnets...). */
export type RuleNames = Partial<Record<RuleTargetType, readonly string[]>>

export function RuleFields({ form, names }: { form: FormApi<RuleValues>; names?: RuleNames }) {
  const { values, set } = form
  const suggest = (kind: string | undefined) => names?.[kind as RuleTargetType] ?? []
  // Toggling a protocol keeps the others as they are (an ICMP type filter included).
  const protocolField = (type: (typeof PROTOCOLS)[number]) => ({
    name: `protocol-${type}`,
    value: values.protocols.some((p) => p.type === type),
    onChange: (on: boolean) =>
      set(
        'protocols',
        on
          ? [...values.protocols, (type === 'icmp' ? { type, value: null } : { type }) as Protocol]
          : values.protocols.filter((p) => p.type !== type),
      ),
    onBlur: () => {},
  })
  return (
    <>
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <div className="form-row">
        <RadioField
          label="Action"
          field={form.field('action')}
          options={[
            { value: 'allow', label: 'Allow' },
            { value: 'deny', label: 'Deny' },
          ]}
        />
        <RadioField
          label="Direction"
          field={form.field('direction')}
          options={[
            { value: 'inbound', label: 'Inbound' },
            { value: 'outbound', label: 'Outbound' },
          ]}
        />
      </div>
      <div className="form-row">
        <NumberField
          label="Priority"
          required
          min={0}
          max={65535}
          field={form.field('priority')}
          help="0 to 65535; lower numbers win"
        />
        <CheckboxField label="Enabled" field={form.field('enabled')} />
      </div>
      <ListField
        label="Targets"
        items={values.targets}
        onChange={(t) => set('targets', t)}
        kinds={KINDS}
        validate={targetError}
        suggest={suggest}
        placeholder="name, IP or network"
        help="The instances the rule applies to"
      />
      <section className="form-section" aria-label="Filters">
        <div className="form-section-title">Filters</div>
        <p className="form-help">Traffic the rule matches; an empty filter matches everything.</p>
        <ListField
          label="Hosts"
          items={values.hosts}
          onChange={(h) => set('hosts', h)}
          kinds={KINDS}
          validate={targetError}
          suggest={suggest}
          placeholder="name, IP or network"
          help="The other end of the traffic"
        />
        <ListField
          label="Ports"
          items={values.ports}
          onChange={(p) => set('ports', p)}
          validate={(e) => validatePortRange(e.value)}
          placeholder="22 or 8000-8080"
        />
        <fieldset className="form-field form-radio">
          <legend className="form-label">Protocols</legend>
          {PROTOCOLS.map((p) => (
            <CheckboxField key={p} label={p.toUpperCase()} field={protocolField(p)} />
          ))}
        </fieldset>
      </section>
    </>
  )
}
