// Images a disk can be made from: the project's own, then the silo's.
import { imageList } from '@/api/generated/operations'
import type { Image } from '@/api/generated/schemas'
import { useOptions } from './kit/use-options'
import type { Option } from './kit/choice-fields'

const imageOption = (where: string) => (i: Image) => ({
  value: i.name,
  label: `${i.name}`,
  detail: `${where} image, ${i.os} ${i.version}`,
})

export function useBootImages(project: string) {
  const own = useOptions(imageList, { query: { project } }, imageOption('project'))
  const silo = useOptions(imageList, {}, imageOption('silo'))
  // A project image shadows a silo image of the same name (that is how lookup by name works).
  const ownNames = new Set(own.items.map((i) => i.name))
  const siloItems = silo.items.filter((i) => !ownNames.has(i.name))
  const options: Option[] = [...own.options, ...siloItems.map(imageOption('silo'))]
  return {
    options,
    images: [...own.items, ...siloItems],
    loading: own.loading || silo.loading,
    error: own.error ?? silo.error,
  }
}
