// Copy text to the clipboard; the button shows a check mark for 2 s afterwards (spec section 9).
import { useEffect, useState } from 'react'
import { COPY_CONFIRM_MS } from '@/lib/constants'
import { Button } from './button'

export function CopyButton({
  text,
  label = 'Copy',
  size = 'sm',
  what,
}: {
  text: string
  /** the visible label; empty for a compact 'copy' */
  label?: string
  size?: 'sm' | 'md'
  /** what is copied, for the accessible name: "Copy instance id" */
  what?: string
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS)
    return () => clearTimeout(t)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch (e) {
      console.error('Copy to clipboard failed', e)
    }
  }
  return (
    <Button
      variant="ghost"
      size={size}
      onClick={copy}
      aria-label={copied ? 'Copied' : what ? `Copy ${what}` : label || 'Copy'}
    >
      {/* Words, not an icon: the monospace font has no clipboard glyph. */}
      <span aria-hidden="true">{copied ? '✓ copied' : label || 'copy'}</span>
    </Button>
  )
}
