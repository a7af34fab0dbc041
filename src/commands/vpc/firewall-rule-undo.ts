// Undo of the firewall rule commands. The API writes a VPC's rules as one list, so an undo never
// puts back the old list: `firewall-rule.restore` reads the list as it is now and changes only
// the one entry (puts the old rule back, or removes the one the change added), keeping every
// rule someone else added or changed meanwhile. Before it acts, the undo checks that the entry is
// still exactly what the change left.
import { z } from 'zod'
import { vpcFirewallRulesUpdate, vpcFirewallRulesView } from '@/api/generated/operations'
import type { VpcFirewallRuleUpdate } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { project, ref, vpc, vpcDefaults } from '../core/args'
import { cli } from '../command-line/cli'
import { completeVpcs } from '../core/complete'
import { defineCommand } from '../core/define'
import { undoable } from '../core/undo-spec'
import { toRuleUpdate } from './firewall-rule-args'
import { canonical, step } from '../history/undo-checks'

type Where = { project: string; vpc: string }
type Rule = VpcFirewallRuleUpdate
/** The arguments of the rule commands that name rules by their names. */
export type RuleArgs = Where & { rule?: string; name?: string }

const readList = async ({ project, vpc }: Where) =>
  (await vpcFirewallRulesView({ query: { project, vpc } })).rules.map(toRuleUpdate)

const same = (a: Rule | undefined, b: Rule | undefined) => canonical(a) === canonical(b)

/** What an edit form's save says when its rule changed after the form opened. */
export const EDIT_CONFLICT = 'was changed by someone else after this form opened'

/**
 * An edit form sends the rule as it opened it (`expected`): the save applies only the user's
 * change to the list as it is now, and refuses when someone changed this very rule meanwhile.
 */
export function checkUnchanged(name: string, current: Rule, expected: Rule | undefined) {
  if (expected && !same(toRuleUpdate(current), toRuleUpdate(expected)))
    throw new Error(`Firewall rule ${name} ${EDIT_CONFLICT}`)
}

/** The written list a command returns, when it wrote one (an update may open its form instead). */
const writtenRules = (result: unknown): Rule[] | null => {
  const rules = (result as { rules?: unknown } | undefined)?.rules
  return Array.isArray(rules) ? (rules as Rule[]).map(toRuleUpdate) : null
}

/**
 * The undo of a command that changed one entry: `names` says which entry it read (before) and
 * which it left (after); either is absent for an add or a removal.
 */
export const ruleUndo = <A extends Where>(
  names: (a: A) => { before?: string; after?: string },
  label: (a: A, old: Rule | undefined) => string,
) =>
  undoable<A, Rule[], unknown>({
    before: (a) => readList(a),
    inverse: (a, list, result) => {
      const written = writtenRules(result)
      if (!written) return null
      const n = names(a)
      const index = n.before === undefined ? -1 : list.findIndex((r) => r.name === n.before)
      const old = list[index]
      const after = n.after === undefined ? undefined : written.find((r) => r.name === n.after)
      if (same(old, after)) return null
      const name = after?.name ?? old?.name
      if (name === undefined) return null
      const where = { project: a.project, vpc: a.vpc }
      return step(
        'firewall-rule.restore',
        { ...where, name, ...(old ? { rule: old, index } : {}) },
        label(a, old),
        async () => {
          const now = (await readList(where)).find((r) => r.name === name)
          if (same(now, after)) return true
          if (!after) return `a firewall rule named ${name} was added since`
          return now
            ? `firewall rule ${name} was changed since`
            : `firewall rule ${name} was deleted since`
        },
      )
    },
  })

const ruleJson = z.custom<Rule>((v) => typeof v === 'object' && v !== null && 'name' in v)

/** The update's guard: the rule as the edit form opened it. */
export const expectedRule = ruleJson
  .optional()
  .describe('The rule as the edit form opened it (JSON); the save refuses if it changed since')

const restoreArgs = z.object({
  project,
  vpc,
  name: ref('The rule as it is named now; when no rule has that name, the rule is added'),
  rule: ruleJson
    .optional()
    .describe('The rule to put in its place (JSON, as the API takes it); omitted: remove it'),
  index: z.coerce.number().int().min(0).optional().describe('Where an added rule goes in the list'),
})
type RestoreArgs = z.infer<typeof restoreArgs>

export const firewallRuleRestoreCommand = defineCommand({
  id: 'firewall-rule.restore',
  title: 'Restore firewall rule',
  group: 'Firewall rules',
  keywords: ['undo', 'put back'],
  args: restoreArgs,
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs },
  // Putting a rule back asks nothing; removing one asks like a delete.
  confirm: ({ name, rule }) =>
    rule
      ? null
      : {
          title: 'Delete firewall rule',
          message: `Are you sure you want to delete firewall rule ${name}?`,
          actionLabel: 'Delete',
        },
  async run({ project, vpc, name, rule, index }, ctx) {
    const rules = await readList({ project, vpc })
    const at = rules.findIndex((r) => r.name === name)
    if (!rule && at < 0) throw new Error(`Firewall rule ${name} not found`)
    if (rule && rules.some((r, i) => r.name === rule.name && i !== at))
      throw new Error('Firewall rule name already exists')
    const next = !rule
      ? rules.filter((_, i) => i !== at)
      : at >= 0
        ? rules.with(at, rule)
        : rules.toSpliced(Math.min(index ?? rules.length, rules.length), 0, rule)
    const result = await vpcFirewallRulesUpdate({ query: { project, vpc }, body: { rules: next } })
    await invalidate(ctx.mutate, vpcFirewallRulesView)
    return result
  },
  successMessage: ({ name, rule }) =>
    rule ? `Firewall rule ${rule.name} restored` : `Firewall rule ${name} deleted`,
  undo: ruleUndo<RestoreArgs>(
    (a) => ({ before: a.name, after: a.rule?.name }),
    (a, old) =>
      old ? `Restore firewall rule ${old.name}` : `Delete firewall rule ${a.rule?.name}`,
  ),
  cli: (a) =>
    cli('vpc firewall-rules update', { project: a.project, vpc: a.vpc, jsonBody: 'rules.json' }),
})
