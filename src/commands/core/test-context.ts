// A command context for unit tests: navigation and toasts are recorded, mutate is a spy.
import { vi } from 'vitest'
import { store } from '@/state/store'
import type { CommandContext, CommandScope, ToastInput } from './define'

export function fakeContext(scope: CommandScope = {}) {
  const navigated: string[] = []
  const toasts: ToastInput[] = []
  const ctx: CommandContext = {
    store,
    mutate: vi.fn(async () => []) as unknown as CommandContext['mutate'],
    navigate: (to) => void navigated.push(to),
    toast: (t) => void toasts.push(t),
    scope,
  }
  return { ctx, navigated, toasts }
}
