// Pieces of the instance create form: size presets, a check list (keys, groups, disks, floating
// IPs) and the options those are built from.
import { useId } from 'react'
import {
  antiAffinityGroupList,
  currentUserSshKeyList,
  diskList,
  floatingIpList,
  ipPoolList,
  vpcList,
  vpcSubnetList,
} from '@/api/generated/operations'
import { diskCan } from '@/api/capabilities'
import { bytesToGib } from '@/commands/core/args'
import type { Option } from './kit/choice-fields'
import { useOptions } from './kit/use-options'

/** vCPUs / GiB of memory; 'custom' leaves both fields to the user. */
export const SIZE_PRESETS = [
  { value: '1/2', label: 'nano: 1 vCPU, 2 GiB' },
  { value: '2/4', label: 'small: 2 vCPU, 4 GiB' },
  { value: '2/8', label: 'general: 2 vCPU, 8 GiB' },
  { value: '4/16', label: 'medium: 4 vCPU, 16 GiB' },
  { value: '8/32', label: 'large: 8 vCPU, 32 GiB' },
  { value: '16/64', label: 'xlarge: 16 vCPU, 64 GiB' },
  { value: '32/128', label: '2xlarge: 32 vCPU, 128 GiB' },
  { value: '8/64', label: 'memory: 8 vCPU, 64 GiB' },
  { value: 'custom', label: 'custom' },
] as const

/** The preset matching these numbers, else 'custom'. */
export function presetOf(ncpus: string, memory: string): string {
  const key = `${ncpus}/${memory}`
  return SIZE_PRESETS.some((p) => p.value === key) ? key : 'custom'
}

/** Checkboxes over options; the value is the checked options' values, in option order. */
export function CheckList({
  label,
  options,
  value,
  onChange,
  loading,
  empty,
  help,
}: {
  label: string
  options: readonly Option[]
  value: readonly string[]
  onChange: (v: string[]) => void
  loading?: boolean
  empty: string
  help?: string
}) {
  const id = useId()
  const toggle = (v: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((x) => (x === v ? on : value.includes(x))))
  return (
    <fieldset className="form-field form-radio" aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="form-label">{label}</legend>
      {loading && options.length === 0 ? (
        <span className="form-dim">Loading…</span>
      ) : options.length === 0 ? (
        <span className="form-dim">{empty}</span>
      ) : (
        options.map((o) => (
          <div key={o.value} className="form-radio-option">
            <label className="form-check-label">
              <input
                type="checkbox"
                checked={value.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
              />
              {o.label ?? o.value}
            </label>
            {o.detail && <span className="form-dim">— {o.detail}</span>}
          </div>
        ))
      )}
      {help && (
        <div id={`${id}-help`} className="form-help">
          {help}
        </div>
      )}
    </fieldset>
  )
}

const gib = (bytes: number) => `${Math.ceil(bytesToGib(bytes))} GiB`

/** Everything the form offers to choose from, in the project. */
export function useCreateOptions(project: string, vpc: string) {
  const disks = useOptions(diskList, { query: { project } }, (d) => ({
    value: d.name,
    detail: gib(d.size),
  }))
  // Only detached disks can go to a new instance (the platform refuses the rest).
  const detachedNames = new Set(disks.items.filter((d) => diskCan.attach(d)).map((d) => d.name))
  const detached = {
    ...disks,
    options: disks.options.filter((o) => detachedNames.has(o.value)),
  }
  const floating = useOptions(floatingIpList, { query: { project } }, (f) => ({
    value: f.name,
    detail: f.ip,
  }))
  const freeFloating = {
    ...floating,
    options: floating.options.filter(
      (o) => !floating.items.find((f) => f.name === o.value)?.instanceId,
    ),
  }
  return {
    detached,
    floating: freeFloating,
    keys: useOptions(currentUserSshKeyList, {}, (k) => ({
      value: k.name,
      detail: k.description || undefined,
    })),
    groups: useOptions(antiAffinityGroupList, { query: { project } }, (g) => ({
      value: g.name,
      detail: `${g.policy}${g.description ? `, ${g.description}` : ''}`,
    })),
    pools: useOptions(ipPoolList, { query: { poolType: 'unicast' } }, (p) => ({
      value: p.name,
      detail: p.isDefault ? `default ${p.ipVersion}` : p.ipVersion,
    })),
    vpcs: useOptions(vpcList, { query: { project } }, (v) => ({ value: v.name })),
    subnets: useOptions(vpcSubnetList, vpc ? { query: { project, vpc } } : null, (s) => ({
      value: s.name,
      detail: s.ipv4Block,
    })),
  }
}
