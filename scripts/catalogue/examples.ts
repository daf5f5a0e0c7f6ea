/**
 * The live example of each tag in the catalogue (demo-pages/catalogue.html): the attributes a content author
 * would typically write, with real ids from the simulator's seed (./example-ids.ts). Each is declared in the
 * widget's folder (`example` of widgets/<name>/<name>.widget.ts). Generation fails when a manifest tag has no
 * example, or an example names an attribute the tag does not have, so a new widget cannot be left out.
 */
import type { TagExample } from '../../core/elements/widget'
import { readDeclarations } from '../widgets/declarations'

export type { TagExample }
export { EXAMPLE_OFFER_ID, EXAMPLE_PRODUCT_ID, EXAMPLE_PRODUCT_NAME, EXAMPLE_STORE_ID } from './example-ids'

export const EXAMPLES: Readonly<Record<string, TagExample>> = Object.fromEntries(
  (await readDeclarations()).map(({ declaration }) => [declaration.tag, declaration.example]),
)
