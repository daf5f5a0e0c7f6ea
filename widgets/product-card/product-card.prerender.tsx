/** aisle-product-card, prerendered: the card as ProductCard (ProductCard.connected.tsx) first renders it for a guest once its product is in the store. */
import { parseEnumAttribute, parseTextAttribute } from '../../core/elements/attributes'
import { fetchProductReply, productFromReply } from '../../core/io/products/catalog'
import { channelFromPreference, CHANNELS } from '../../core/rules/cart/cart'
import { DISPLAY_PROFILE_TYPES, type DisplayProfileType, localDay } from '../../core/rules/products'
import { productCardModel } from '../../core/rules/products/card'
import { resolveSnsTexts } from '../../core/rules/products/sns-texts'
import { ProductCardView } from './ProductCard.view'
import type { BuyHandlers } from './ProductCardBuy.view'
import { INITIAL_BUY, PRODUCT_CARD_TAG, PRODUCT_CARD_ATTRIBUTES } from './product-card.props'
import type { PrerenderedProducts } from '../shared/prerendered-products'
import { guest, markupOf, once, type PrerenderContext, type Rendered, type TagRenderer } from '../../prerender/context'

const NO_HANDLERS: BuyHandlers = {
  step: () => {},
  setQty: () => {},
  setSubscribe: () => {},
  setFrequency: () => {},
  toggleOption: () => {},
  setComments: () => {},
  add: () => {},
}

async function productCard(props: Record<string, string>, context: PrerenderContext): Promise<Rendered | undefined> {
  const id = parseTextAttribute(props.productId)
  if (!id) return undefined
  const shopper = await guest(context)
  const reply = await once(context, `product:${id}`, () => fetchProductReply(context.api, { bpn: id, storeId: shopper.storeId }))
  const product = productFromReply(id, reply)
  if (!product) return undefined
  const channel = parseEnumAttribute(PRODUCT_CARD_TAG, 'channel', props.channel, CHANNELS, channelFromPreference(shopper.preference))
  const profile = parseEnumAttribute<DisplayProfileType | ''>(PRODUCT_CARD_TAG, 'profile', props.profile, DISPLAY_PROFILE_TYPES, '')
  const day = new Date(context.now)
  const model = productCardModel(product, {
    channel,
    today: localDay(day),
    weekday: day.getDay(),
    profile: profile || undefined,
    snsOffer: props.snsOffer,
    flags: context.config.flags,
    snsTexts: resolveSnsTexts(context.config.scheduleAndSave),
    slot: undefined,
    now: context.now,
    pages: context.config.pages,
  })
  const buy = { ...INITIAL_BUY, error: false, weight: model.buy?.kind === 'weight' ? model.buy.min : '' }
  const data: PrerenderedProducts = { products: { [id]: reply } }
  return { markup: markupOf(<ProductCardView state="ready" model={model} groups={[]} buy={buy} on={NO_HANDLERS} />), data }
}

const renderer: TagRenderer = { attributes: PRODUCT_CARD_ATTRIBUTES, render: productCard }
export default renderer
