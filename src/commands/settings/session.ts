// Session and interface commands: sign in and out, the palette, the log drawer, the key help and,
// in mock mode, the chaos switch and the reset of the in-browser platform.
import { z } from 'zod'
import { loginLocal, logout } from '@/api/generated/operations'
import { safeRedirect } from '@/api/redirect'
import { sessionSnapshot, signInSettled } from '@/api/session-gate'
import { MOCK_RESET_PARAM } from '@/lib/constants'
import { pb } from '@/lib/paths'
import { openPaletteAtom, setHelpOpenAtom } from '@/state/palette'
import { toggleLogDrawerAtom } from '@/state/preferences'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { defineCommand, type CommandContext } from '../core/define'

/**
 * The localStorage switch of the mock platform's chaos mode. Mock builds only: elsewhere VITE_MSW
 * is the constant '0', the expression folds to undefined and no mock name reaches the bundle.
 */
const chaosKey = import.meta.env.VITE_MSW === '1' ? 'oxide-mock-chaos' : undefined
/** The URL parameter that starts the in-browser mock afresh; mock builds only, as above. */
const resetParam = import.meta.env.VITE_MSW === '1' ? MOCK_RESET_PARAM : undefined

/** Cached answers belong to the previous user; drop them without refetching. */
const forgetCache = (ctx: CommandContext) =>
  ctx.mutate(() => true, undefined, { revalidate: false })

export const signOutCommand = defineCommand({
  id: 'session.sign-out',
  title: 'Sign out',
  group: 'Session',
  keywords: ['logout', 'log out'],
  args: z.object({}),
  async run(_args, ctx) {
    await logout()
    await forgetCache(ctx)
    ctx.navigate(pb.login())
  },
  cli: () => cli('auth logout'),
})

export const loginCommand = defineCommand({
  id: 'session.login',
  title: 'Sign in with username and password',
  group: 'Session',
  keywords: ['login', 'log in', 'local'],
  args: z.object({
    // No completion: signed out, the silo list is not readable (the login page has the silo).
    silo: z.string().min(1).describe('Silo to sign in to'),
    username: z.string().min(1).describe('Username'),
    password: z.string().min(1).describe('Password'),
    redirectUri: z
      .string()
      .optional()
      .describe('Path and query to return to after sign-in; only same-origin paths are followed'),
  }),
  async run({ silo, username, password, redirectUri }, ctx) {
    await loginLocal({ path: { siloName: silo }, body: { username, password } })
    await forgetCache(ctx)
    const to = safeRedirect(redirectUri)
    ctx.navigate(to)
    return { to }
  },
})

/**
 * Signing in again where you are, once the session has ended (the sign-in dialog runs it): no
 * navigation, nothing on the page is thrown away; what waited for the session goes on (reads) or
 * is offered again (changes). As someone else, the console starts afresh (session-gate.ts).
 */
export const signInAgainCommand = defineCommand({
  id: 'session.sign-in-again',
  title: 'Sign in again',
  group: 'Session',
  keywords: ['login', 'log in', 'session ended', 'expired'],
  args: z.object({
    silo: z.string().min(1).describe('Silo to sign in to'),
    username: z.string().min(1).describe('Username'),
    password: z.string().min(1).describe('Password'),
  }),
  // Offered only while the session has ended; the page's dialog asks the same.
  visible: () => sessionSnapshot().status === 'ended',
  defaults: () => {
    const user = sessionSnapshot().user
    return user ? { silo: user.silo, username: user.name } : {}
  },
  async run({ silo, username, password }) {
    await loginLocal({ path: { siloName: silo }, body: { username, password } })
    const user = await signInSettled()
    if (!user)
      throw new Error('Signed in, but the platform did not say who is signed in: try again')
    return { user: user.name }
  },
})

export const openPaletteCommand = defineCommand({
  id: 'ui.open-palette',
  title: 'Open command palette',
  group: 'Interface',
  keywords: ['commands', 'search'],
  args: z.object({}),
  keybinding: 'mod+k',
  async run(_args, ctx) {
    ctx.store.set(openPaletteAtom)
  },
})

export const toggleLogCommand = defineCommand({
  id: 'ui.toggle-log',
  title: 'Toggle command log',
  group: 'Interface',
  keywords: ['history', 'drawer', 'output'],
  args: z.object({}),
  keybinding: '`',
  async run(_args, ctx) {
    ctx.store.set(toggleLogDrawerAtom)
  },
})

export const showHelpCommand = defineCommand({
  id: 'ui.show-help',
  title: 'Show keyboard shortcuts',
  group: 'Interface',
  keywords: ['help', 'keys', 'bindings', 'shortcuts'],
  args: z.object({}),
  keybinding: 'shift+/',
  async run(_args, ctx) {
    ctx.store.set(setHelpOpenAtom, true)
  },
})

export const toggleChaosCommand = defineCommand({
  id: 'mock.toggle-chaos',
  title: 'Toggle mock chaos mode',
  group: 'Mock',
  keywords: ['random errors', 'failure', 'testing'],
  args: z.object({}),
  visible: () => chaosKey !== undefined,
  async run() {
    if (!chaosKey) throw new Error('Chaos mode exists only in mock mode')
    const on = window.localStorage.getItem(chaosKey) === '1'
    if (on) window.localStorage.removeItem(chaosKey)
    else window.localStorage.setItem(chaosKey, '1')
    // Start over under the new mode, without a `?chaos=1` that would turn it straight back on.
    const url = new URL(window.location.href)
    url.searchParams.delete('chaos')
    window.location.replace(url.toString())
    return { chaos: !on }
  },
})

export const resetMockCommand = defineCommand({
  id: 'mock.reset',
  title: 'Reset mock platform',
  group: 'Mock',
  keywords: ['start over', 'seed', 'fresh', 'clear', 'mock-reset'],
  args: z.object({}),
  visible: () => resetParam !== undefined,
  confirm: () => ({
    title: 'Reset mock platform',
    message:
      'Throw away every change made to the mock platform, in every tab of this browser (and its bulk project), and start again from the seed?',
    actionLabel: 'Reset',
  }),
  async run() {
    if (!resetParam) throw new Error('The mock platform exists only in mock mode')
    // The page loads again with the parameter; the mock drops the tab's state and takes it off.
    const url = new URL(window.location.href)
    url.searchParams.delete('mock-bulk')
    url.searchParams.delete('mock-projects')
    url.searchParams.set(resetParam, '1')
    window.location.replace(url.toString())
    return { reset: true }
  },
})

export const sessionCommands = commandList(
  signOutCommand,
  loginCommand,
  signInAgainCommand,
  openPaletteCommand,
  toggleLogCommand,
  showHelpCommand,
  toggleChaosCommand,
  resetMockCommand,
)
