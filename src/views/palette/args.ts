// How the palette shows arguments: secrets masked and never kept. (Which argument is missing,
// and the args with their defaults, come from the commands' own prepareArgs.)
import { isGiven } from '@/commands/core/prepare-args'

/** Typed into a masked field and never stored with the recent commands. */
export const isSecretArg = (key: string) => /password|secret|token/i.test(key)

/** Args safe to keep (recent commands): secrets left out. */
export const publicArgs = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([k]) => !isSecretArg(k)))

/** `project=demo instance=web-1`, secrets masked. */
export const argsSummary = (args: Record<string, unknown>) =>
  Object.entries(args)
    .filter(([, v]) => isGiven(v) && v !== null)
    .map(([k, v]) => `${k}=${isSecretArg(k) ? '••••' : String(v)}`)
    .join(' ')
