// `u` goes up to the parent page (as in mail clients): from an instance's tab to the instances,
// from the instances to the projects. Esc never leaves the page; it backs out of what the user
// entered on it (keyboard-shortcuts.tsx).
import { z } from 'zod'
import { parentPath } from '@/lib/parent-path'
import { commandList } from '../core/command-list'
import { defineCommand } from '../core/define'
import { NAV_GROUP } from './navigation-define'

const here = () => (typeof window === 'undefined' ? '/' : window.location.pathname)

export const navUpCommand = defineCommand({
  id: 'nav.up',
  title: 'Go up to the parent page',
  group: NAV_GROUP,
  keywords: ['parent', 'back', 'up', 'level', 'list'],
  args: z.object({}),
  keybinding: 'u',
  available: () => (parentPath(here()) ? true : 'This page has no parent page'),
  async run(_args, ctx) {
    const to = parentPath(here())
    if (!to) throw new Error('This page has no parent page')
    ctx.navigate(to)
    return { to }
  },
})

export const navigationUpCommands = commandList(navUpCommand)
