// A file the console's own site serves (a demo disk image), fetched for an upload that no person
// picks. Other origins are refused: a script or a pasted line must not pull data from elsewhere.
export async function fetchSameOriginFile(
  path: string,
  here: { href: string; origin: string } = globalThis.location,
): Promise<Blob> {
  const url = new URL(path, here.href)
  if (url.origin !== here.origin)
    throw new Error(
      `Disk images load only from this site (${here.origin}); ${url.origin} is another origin`,
    )
  const response = await fetch(url)
  if (!response.ok)
    throw new Error(
      `Could not load the disk image ${url.pathname}: ${response.status} ${response.statusText}`.trim(),
    )
  // A static server's single-page fallback answers unknown paths with the app itself.
  if ((response.headers.get('content-type') ?? '').startsWith('text/html'))
    throw new Error(`No disk image at ${url.pathname} (the site answered with a web page)`)
  // A Blob, so the upload reads it chunk by chunk (Blob.slice) exactly as a picked file.
  return response.blob()
}
