// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOOLTIP_DELAY_MS } from '@/lib/constants'
import { installHoverTips } from './hover-tips'

const over = (el: Element, related: Element | null = null) =>
  el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: related }))
const out = (el: Element, related: Element | null = null) =>
  el.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: related }))
const tip = () => document.querySelector('[role="tooltip"]')

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('hover tips', () => {
  it('shows an element’s data-tip after the delay, describes it, and goes when the pointer leaves', async () => {
    vi.useFakeTimers()
    installHoverTips()
    installHoverTips() // once per page
    document.body.innerHTML =
      '<table><tr><td><time data-tip="2026-11-25 21:40:13 UTC"><b>3 h ago</b></time></td></tr></table>'
    const time = document.querySelector('time')!
    over(time.querySelector('b')!)
    expect(tip()).toBeNull()
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS)
    expect(tip()?.textContent).toBe('2026-11-25 21:40:13 UTC')
    expect(time.getAttribute('aria-describedby')).toBe(tip()?.id)
    // Moving within the element keeps it; leaving it hides it.
    out(time.querySelector('b')!, time)
    expect(tip()).not.toBeNull()
    out(time, document.body)
    expect(tip()).toBeNull()
    expect(time.hasAttribute('aria-describedby')).toBe(false)
  })

  it('a pointer that passes over without resting shows nothing; a key press hides a shown tip', async () => {
    vi.useFakeTimers()
    installHoverTips()
    document.body.innerHTML = '<span id="a" data-tip="full-id-a">full-id</span><p id="b">x</p>'
    const a = document.getElementById('a')!
    over(a)
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS / 2)
    out(a, document.getElementById('b'))
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS)
    expect(tip()).toBeNull()
    over(a)
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS)
    expect(tip()?.textContent).toBe('full-id-a')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }))
    expect(tip()).toBeNull()
  })
})
