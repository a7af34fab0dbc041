// Checks of what an alert receiver is given, worded for forms and the palette: the webhook's
// endpoint, and alert class subscriptions as nexus.json's AlertSubscription pattern reads them.

/** An absolute http or https URL, where the platform can send webhook requests. */
export function validateEndpoint(s: string): string | undefined {
  let url: URL
  try {
    url = new URL(s)
  } catch {
    return 'Must be a URL, like https://hooks.example.com/oxide'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Must be an http or https URL'
  return undefined
}

/** nexus.json AlertSubscription: dot-separated segments, each a word, `*` or `**`. */
const SUBSCRIPTION = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

export function validateSubscription(s: string): string | undefined {
  if (SUBSCRIPTION.test(s)) return undefined
  return `"${s}" is not an alert class or glob: dot-separated words, * (one segment) or ** (any)`
}

/** `test.foo, test.**` -> ['test.foo', 'test.**']: commas or spaces between, duplicates once. */
export const splitSubscriptions = (s: string | undefined) => [
  ...new Set(
    (s ?? '')
      .split(/[\s,]+/)
      .map((x) => x.trim())
      .filter(Boolean),
  ),
]

/** The first subscription of a list that is not one, with why. */
export const validateSubscriptions = (s: string) =>
  splitSubscriptions(s)
    .map(validateSubscription)
    .find((e) => e !== undefined)

/** Whether an alert class matches a subscription: `*` is one segment, `**` one or more. */
export function subscriptionMatches(subscription: string, alertClass: string): boolean {
  const source = subscription
    .split('.')
    .map((s) =>
      s === '**' ? '.+' : s === '*' ? '[^.]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\.')
  return new RegExp(`^${source}$`).test(alertClass)
}
