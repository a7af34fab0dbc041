// A failure that offers a way on: the same command again without some of its arguments (a role
// change refused over someone else's change offers to overwrite it, without the `expected` guard).
// Dispatch turns the offer into the failure's action: the toast's button, the palette's toast.

/** What the failure offers: run the command again, with `without` left out of its arguments. */
export type Offer = { label: string; without: string[] }

export class OfferError extends Error {
  constructor(
    message: string,
    readonly offer: Offer,
  ) {
    super(message)
  }
}

/** The command and arguments the offer runs, for a toast's action. */
export function offerAction(commandId: string, args: Record<string, unknown>, offer: Offer) {
  const rest = Object.fromEntries(Object.entries(args).filter(([k]) => !offer.without.includes(k)))
  return { label: offer.label, commandId, args: rest }
}
