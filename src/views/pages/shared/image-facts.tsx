// An image's properties, shared by the project and silo image pages. Images cannot be changed
// once made (nexus.json has no image update): what can be done to one is on its page's header.
import type { Image } from '@/api/generated/schemas'
import { Facts } from '../../ui/facts'
import { Bytes, RelTime, ShortId } from '../../ui/units'

export function ImageFacts({ image }: { image: Image }) {
  const digest = image.digest ? `${image.digest.type}:${image.digest.value}` : undefined
  return (
    <Facts className="facts">
      <dt>os</dt>
      <dd>{image.os}</dd>
      <dt>version</dt>
      <dd>{image.version}</dd>
      <dt>size</dt>
      <dd>
        <Bytes bytes={image.size} />
      </dd>
      <dt>block size</dt>
      <dd>
        <Bytes bytes={image.blockSize} />
      </dd>
      <dt>digest</dt>
      <dd>
        {digest ? <span className="muted">{digest}</span> : <span className="dim">none</span>}
      </dd>
      <dt>description</dt>
      <dd>{image.description || <span className="dim">–</span>}</dd>
      <dt>id</dt>
      <dd>
        <ShortId id={image.id} />
      </dd>
      <dt>created</dt>
      <dd>
        <RelTime date={image.timeCreated} />
      </dd>
    </Facts>
  )
}
