// A silo image (visible to every project of the silo): its properties and what can be done to
// it: demote it into a project (the palette asks which), delete it.
import { useParams } from 'wouter'
import { imageView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { ImageFacts } from '../shared/image-facts'

export function SiloImagePage() {
  const { image = '' } = useParams<{ image: string }>()
  const data = usePageQuery(imageView, { path: { image } })
  const args = { image: data.name }
  return (
    <>
      <PageHeader
        title={`Image ${data.name}`}
        cli={[`oxide image view --image ${data.name}`]}
        actions={
          <>
            <CommandButton id="image.demote" args={args} target={data} label="Demote to project" />
            <CommandButton id="image.delete" args={args} target={data} variant="danger" />
          </>
        }
      />
      <ImageFacts image={data} />
      <p className="dim section-note">
        A silo image boots instances in every project of the silo. Demote it to make it an image of
        one project only.
      </p>
    </>
  )
}
