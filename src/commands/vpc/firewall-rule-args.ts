// The shape of a firewall rule as command arguments: the fields a rule keeps when it is cloned
// (name, action, description, direction, filters, priority, status, targets), validated with
// the section 5 rules, plus conversions from the rules the API returns.
import { z } from 'zod'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '@/api/generated/schemas'
import {
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from '@/lib/validators'
import { checked } from '../core/args'

export const RULE_TARGET_TYPES = ['vpc', 'subnet', 'instance', 'ip', 'ip_net'] as const
export type RuleTargetType = (typeof RULE_TARGET_TYPES)[number]

/** What is wrong with a target or host value of that type, if anything. */
export function ruleTargetError(type: RuleTargetType, value: string) {
  if (type === 'ip') return validateIp(value)
  if (type === 'ip_net') return validateIpNet(value)
  return validateName(value)
}

const target = z
  .object({ type: z.enum(RULE_TARGET_TYPES), value: z.string() })
  .superRefine((t, ctx) => {
    const error = ruleTargetError(t.type, t.value)
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error })
  })

const icmp = z
  .object({
    icmpType: z.number().int().min(0).max(255),
    code: z.string().nullable().optional(),
  })
  .nullable()

const protocol = z.union([
  z.object({ type: z.enum(['tcp', 'udp']) }),
  z.object({ type: z.enum(['icmp', 'icmp6']), value: icmp.default(null) }),
])

/** A list whose items must differ: 'Items must be unique'. */
const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).superRefine((items, ctx) => {
    const error = validateUnique(items)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })

export const ruleFilters = z.object({
  hosts: uniqueList(target).nullable().optional(),
  ports: uniqueList(checked(validatePortRange)).nullable().optional(),
  protocols: uniqueList(protocol).nullable().optional(),
})

export const ruleTargets = uniqueList(target)

/** The rule's own fields; callers add the default or optional wrapper, then the text below. */
export const ruleFields = {
  action: z.enum(['allow', 'deny']),
  direction: z.enum(['inbound', 'outbound']),
  priority: z.coerce.number().int().min(0).max(65535),
  status: z.enum(['enabled', 'disabled']),
  filters: ruleFilters,
}

export const ruleFieldText: Record<keyof typeof ruleFields, string> = {
  action: 'Allow or deny matching traffic',
  direction: 'Traffic direction the rule applies to',
  priority: 'Priority from 0 to 65535; lower numbers are applied first',
  status: 'Whether the rule is in force',
  filters: 'Traffic the rule matches: hosts, ports and protocols; everything when empty',
}

type Filters = z.infer<typeof ruleFilters>
type Target = z.infer<typeof target>

/** The rule as the update call takes it: exactly the fields kept when cloning. */
export function toRuleUpdate(rule: VpcFirewallRule | VpcFirewallRuleUpdate): VpcFirewallRuleUpdate {
  const { name, description, action, direction, filters, priority, status, targets } = rule
  return { name, description, action, direction, filters, priority, status, targets }
}

/** Filters with empty lists as null, the way the API stores "anything". */
export function normalizeFilters(f: Filters): VpcFirewallRuleUpdate['filters'] {
  const orNull = <T>(list: T[] | null | undefined) => (list && list.length > 0 ? list : null)
  return {
    hosts: orNull(f.hosts),
    ports: orNull(f.ports),
    protocols: orNull(
      f.protocols?.map((p) =>
        p.type === 'icmp' || p.type === 'icmp6'
          ? {
              type: p.type,
              value: p.value ? { icmpType: p.value.icmpType, code: p.value.code ?? null } : null,
            }
          : p,
      ),
    ),
  } as VpcFirewallRuleUpdate['filters']
}

export const toTargets = (targets: Target[]) => targets as VpcFirewallRuleUpdate['targets']
