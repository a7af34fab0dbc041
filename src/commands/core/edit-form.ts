// An update command given nothing to change opens the resource's edit form instead, so "Edit" in
// a row menu and "Update X" in the palette (after picking the resource) land on the same form.
import type { CommandContext } from './define'

export type Opened = { opened: string }

/** True when none of the given fields is set. */
export const nothingToChange = (args: Record<string, unknown>, fields: readonly string[]) =>
  fields.every((f) => args[f] === undefined)

export function openEditForm(ctx: CommandContext, path: string): Opened {
  ctx.navigate(path)
  return { opened: path }
}

export const isOpened = (result: unknown): result is Opened =>
  typeof result === 'object' && result !== null && 'opened' in result

/** The update's toast, none when the command only opened the form. */
export const updatedMessage = (text: string) => (_args: unknown, result: unknown) =>
  isOpened(result) ? '' : text
