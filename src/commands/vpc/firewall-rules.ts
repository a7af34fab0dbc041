// Firewall rule commands. The API has no per-rule calls: the rules of a VPC are read and written
// as one list (GET and PUT /v1/vpc-firewall-rules). So every command reads the list, changes it
// and puts the whole list back.
import { z } from 'zod'
import { vpcFirewallRulesUpdate, vpcFirewallRulesView } from '@/api/generated/operations'
import type { VpcFirewallRuleUpdate } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import {
  description,
  newName,
  optionalDescription,
  project,
  ref,
  rename,
  vpc,
  vpcDefaults,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeFirewallRules, completeVpcs } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand, type CommandContext } from '../core/define'
import {
  normalizeFilters,
  ruleFieldText,
  ruleFields,
  ruleTargets,
  toRuleUpdate,
  toTargets,
} from './firewall-rule-args'
import {
  checkUnchanged,
  expectedRule,
  firewallRuleRestoreCommand,
  ruleUndo,
  type RuleArgs,
} from './firewall-rule-undo'

const group = 'Firewall rules'
const rule = ref('Firewall rule name')
type Where = { project: string; vpc: string }

async function readRules({ project, vpc }: Where) {
  const { rules } = await vpcFirewallRulesView({ query: { project, vpc } })
  return rules.map(toRuleUpdate)
}

async function writeRules(
  ctx: CommandContext,
  { project, vpc }: Where,
  rules: VpcFirewallRuleUpdate[],
) {
  const result = await vpcFirewallRulesUpdate({ query: { project, vpc }, body: { rules } })
  await invalidate(ctx.mutate, vpcFirewallRulesView)
  return result
}

const ruleNotFound = (name: string) => new Error(`Firewall rule ${name} not found`)

// The CLI, like the API, only replaces the whole list: the line reads the edited list from a file.
const ruleCli = (a: { project?: string; vpc?: string }) =>
  cli('vpc firewall-rules update', { project: a.project, vpc: a.vpc, jsonBody: 'rules.json' })

export const firewallRuleCreateCommand = defineCommand({
  id: 'firewall-rule.create',
  title: 'Create firewall rule',
  group,
  keywords: ['new', 'add', 'allow', 'deny'],
  args: z.object({
    project,
    vpc,
    name: newName('firewall rule'),
    description: description('firewall rule'),
    action: ruleFields.action.default('allow').describe(ruleFieldText.action),
    direction: ruleFields.direction.default('inbound').describe(ruleFieldText.direction),
    priority: ruleFields.priority.default(65534).describe(ruleFieldText.priority),
    status: ruleFields.status.default('enabled').describe(ruleFieldText.status),
    filters: ruleFields.filters.default({}).describe(ruleFieldText.filters),
    targets: ruleTargets
      .optional()
      .describe(
        'Instances the rule applies to (VPCs, subnets, instances, IPs); the VPC when omitted',
      ),
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs },
  async run({ project, vpc, targets, filters, ...fields }, ctx) {
    const rules = await readRules({ project, vpc })
    // Names are unique within a VPC's rules; say so the way the API would.
    if (rules.some((r) => r.name === fields.name))
      throw new Error('Firewall rule name already exists')
    const added: VpcFirewallRuleUpdate = {
      ...fields,
      filters: normalizeFilters(filters),
      targets: toTargets(targets ?? [{ type: 'vpc', value: vpc }]),
    }
    return writeRules(ctx, { project, vpc }, [...rules, added])
  },
  successMessage: ({ name }) => `Firewall rule ${name} created`,
  undo: ruleUndo<RuleArgs>(
    (a) => ({ after: a.name }),
    (a) => `Delete firewall rule ${a.name}`,
  ),
  cli: ruleCli,
})

export const firewallRuleUpdateCommand = defineCommand({
  id: 'firewall-rule.update',
  title: 'Update firewall rule',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    vpc,
    rule,
    name: rename('firewall rule'),
    description: optionalDescription('firewall rule'),
    action: ruleFields.action.optional().describe(`${ruleFieldText.action}; unchanged if omitted`),
    direction: ruleFields.direction
      .optional()
      .describe(`${ruleFieldText.direction}; unchanged if omitted`),
    priority: ruleFields.priority
      .optional()
      .describe(`${ruleFieldText.priority}; unchanged if omitted`),
    status: ruleFields.status.optional().describe(`${ruleFieldText.status}; unchanged if omitted`),
    filters: ruleFields.filters
      .optional()
      .describe(`${ruleFieldText.filters}; unchanged if omitted`),
    targets: ruleTargets.optional().describe('Instances the rule applies to; unchanged if omitted'),
    expected: expectedRule,
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, rule: completeFirewallRules },
  async run({ project, vpc, rule, filters, targets, expected, ...changes }, ctx) {
    const fields = ['name', 'description', 'action', 'direction', 'priority', 'status']
    if (!filters && !targets && nothingToChange(changes, fields)) {
      return openEditForm(ctx, pb.vpcFirewallRuleEdit({ project, vpc, rule }))
    }
    const rules = await readRules({ project, vpc })
    const index = rules.findIndex((r) => r.name === rule)
    const current = rules[index]
    if (!current) throw ruleNotFound(rule)
    checkUnchanged(rule, current, expected)
    if (changes.name && changes.name !== rule && rules.some((r) => r.name === changes.name)) {
      throw new Error('Firewall rule name already exists')
    }
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    const updated: VpcFirewallRuleUpdate = {
      ...current,
      ...defined,
      filters: filters ? normalizeFilters(filters) : current.filters,
      targets: targets ? toTargets(targets) : current.targets,
    }
    return writeRules(ctx, { project, vpc }, rules.with(index, updated))
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Firewall rule ${a.name ?? a.rule} updated`),
  undo: ruleUndo<RuleArgs>(
    (a) => ({ before: a.rule, after: a.name ?? a.rule }),
    (a) => `Put firewall rule ${a.rule} back as it was`,
  ),
  cli: ruleCli,
})

export const firewallRuleDeleteCommand = defineCommand({
  id: 'firewall-rule.delete',
  title: 'Delete firewall rule',
  group,
  keywords: ['remove'],
  args: z.object({ project, vpc, rule }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, rule: completeFirewallRules },
  confirm: ({ rule }) => ({
    title: 'Delete firewall rule',
    message: `Are you sure you want to delete firewall rule ${rule}?`,
    actionLabel: 'Delete',
  }),
  async run({ project, vpc, rule }, ctx) {
    const rules = await readRules({ project, vpc })
    if (!rules.some((r) => r.name === rule)) throw ruleNotFound(rule)
    return writeRules(
      ctx,
      { project, vpc },
      rules.filter((r) => r.name !== rule),
    )
  },
  successMessage: ({ rule }) => `Firewall rule ${rule} deleted`,
  undo: ruleUndo<RuleArgs>(
    (a) => ({ before: a.rule }),
    (a) => `Restore firewall rule ${a.rule}`,
  ),
  cli: ruleCli,
})

/** A command target that tells a firewall rule's status (a row of the rules table). */
const hasRuleStatus = (t: unknown): t is { status: string } =>
  typeof t === 'object' && t !== null && typeof (t as { status?: unknown }).status === 'string'

/** Enable or disable: one switch of the rule's status, from its row menu or the palette. */
const setStatusCommand = (status: 'enabled' | 'disabled') =>
  defineCommand({
    id: status === 'enabled' ? 'firewall-rule.enable' : 'firewall-rule.disable',
    title: status === 'enabled' ? 'Enable firewall rule' : 'Disable firewall rule',
    group,
    keywords: ['status', 'turn on', 'turn off', 'toggle'],
    args: z.object({ project, vpc, rule }),
    defaults: vpcDefaults,
    complete: { vpc: completeVpcs, rule: completeFirewallRules },
    target: hasRuleStatus,
    available: (_ctx, _args, target) =>
      !target || target.status !== status ? true : `The rule is already ${status}`,
    async run({ project, vpc, rule: name }, ctx) {
      const rules = await readRules({ project, vpc })
      const index = rules.findIndex((r) => r.name === name)
      const current = rules[index]
      if (!current) throw ruleNotFound(name)
      return writeRules(ctx, { project, vpc }, rules.with(index, { ...current, status }))
    },
    successMessage: ({ rule: name }) => `Firewall rule ${name} ${status}`,
    undo: ruleUndo<RuleArgs>(
      (a) => ({ before: a.rule, after: a.rule }),
      (a) => `${status === 'enabled' ? 'Disable' : 'Enable'} firewall rule ${a.rule}`,
    ),
    cli: ruleCli,
  })

export const firewallRuleEnableCommand = setStatusCommand('enabled')
export const firewallRuleDisableCommand = setStatusCommand('disabled')

export const firewallRuleCommands = commandList(
  firewallRuleCreateCommand,
  firewallRuleUpdateCommand,
  firewallRuleDeleteCommand,
  firewallRuleEnableCommand,
  firewallRuleDisableCommand,
  firewallRuleRestoreCommand,
)
