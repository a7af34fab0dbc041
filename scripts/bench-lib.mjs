// Shared pieces of the benchmark: a preview server of a built site and a Chromium launcher with
// the flags this machine needs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export const median = (xs) => percentile(xs, 50)
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b)
  if (!s.length) return NaN
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  return s[i]
}

export async function startPreview(outDir, port) {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'mock',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  )
  const url = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return { url, stop: () => process.kill(-child.pid) }
}

export function launchBrowser() {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
