/** Reads the product, session and cart stores, keeps the card's choices, calls the cart queue. */
import { useSelect, useStore } from '../shared/use-select'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type ElementAttributeProps, parseEnumAttribute, parseTextAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { type Channel, CHANNELS } from '../../core/rules/cart/cart'
import {
  customizedItemChange,
  DISPLAY_PROFILE_TYPES,
  type DisplayProfileType,
  emptyCustomization,
  selectOptions,
  snsItemFields,
  stepWeight,
} from '../../core/rules/products'
import { writeComments } from '../../core/rules/products/customization'
import { bootRuntime } from '../../core/runtime'
import { productStoreOf, snsTextsOf, subscriptionStoreOf } from '../../core/runtime/products/products'
import { keyOfLine, lineKey } from '../../core/rules/cart/queue'
import { readPendingOrder } from '../../core/stores/cart/pending-order'
import { productCardModel } from '../../core/rules/products/card'
import { parseSlotCookie } from '../../core/rules/products/timeslot'
import type { AisleProductCardElement } from '../../types/aisle'
import { useCartAction } from '../shared/use-cart-action'
import { useSignInToAdd } from '../shared/use-sign-in-to-add'
import { BUY_TEXT, type BuyHandlers, type BuyState, type ModifierGroup } from './ProductCardBuy.view'
import { ProductCardView } from './ProductCard.view'
import { INITIAL_BUY, PRODUCT_CARD_TAG } from './product-card.props'

export { PRODUCT_CARD_TAG }
export const PRODUCT_CARD_READY_MARK = 'aisle:product-card:ready'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type ProductCardProps = ElementHostProps & ElementAttributeProps<AisleProductCardElement>

const NO_GROUPS: readonly ModifierGroup[] = []

export function ProductCard({ productId, channel, profile, snsOffer, container }: ProductCardProps) {
  const runtime = bootRuntime()
  const { session, cart } = runtime
  const products = productStoreOf(runtime)
  const subscriptions = subscriptionStoreOf(runtime)
  const subscribedTo = useStore(subscriptions.$subscriptions)
  const id = parseTextAttribute(productId) ?? ''
  const entry = useSelect(products.$products, (all) => all[id])
  // Re-render when the shopper (store, channel preference) is known.
  useStore(session.$session)
  const lines = useStore(cart.$cart)?.cartItems
  const [buy, setBuy] = useState<BuyState & { touched?: boolean; commented?: boolean }>(INITIAL_BUY)
  const action = useCartAction(container)
  const guest = useSignInToAdd(runtime)
  const marked = useRef(false)

  const shopperChannel = cart.context().channel
  const ch: Channel = parseEnumAttribute(PRODUCT_CARD_TAG, 'channel', channel, CHANNELS, shopperChannel)
  const profileType = parseEnumAttribute<DisplayProfileType | ''>(PRODUCT_CARD_TAG, 'profile', profile, DISPLAY_PROFILE_TYPES, '')

  useEffect(() => {
    if (!id) console.warn(`<${PRODUCT_CARD_TAG}>: the product-id attribute is required (a product number).`)
    else void products.load(id)
  }, [id, products])

  const product = entry?.product
  // The shopper's reserved slot, when the slot cookie names its time (PRD-046..048).
  const slot = parseSlotCookie(readPendingOrder(runtime.cookies, runtime.config.banner.cookieVariant === 'b').cookies.slot)
  const slotKey = slot ? `${slot.start.getTime()}/${slot.end?.getTime() ?? ''}` : ''
  const model = useMemo(
    () =>
      product
        ? productCardModel(product, {
            channel: ch,
            today: products.today(),
            weekday: products.weekday(),
            profile: profileType || undefined,
            snsOffer,
            flags: runtime.config.flags,
            snsTexts: snsTextsOf(runtime),
            slot,
            now: products.now(),
            pages: runtime.config.pages,
          })
        : undefined,
    // The shopper's store or preference can change what the channel is.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the slot by its times (slotKey), not the object read each render
    [product, ch, profileType, snsOffer, products, runtime, slotKey],
  )
  const groups = entry?.customizations?.modifierGroups ?? NO_GROUPS
  const preferred = entry?.customizations?.preferredCustomizations[0]?.selectedOptions
  const preferredComments = entry?.customizations?.preferredCustomizations[0]?.comments

  // Until the shopper chooses, the weight is the item's minimum and the options are their earlier choice.
  const shown: BuyState = {
    ...buy,
    busy: action.busy(),
    message: action.message?.text,
    error: action.message?.error ?? false,
    weight: buy.weight || (model?.buy?.kind === 'weight' ? model.buy.min : ''),
    selections: buy.touched ? buy.selections : (preferred ?? buy.selections),
    comments: buy.commented ? buy.comments : (preferredComments ?? buy.comments),
    subscribedEvery: subscribedTo?.items[id]?.frequency.count,
    signIn: guest.signIn,
  }
  // Marked in the commit that shows the card (preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (model && !marked.current) {
      marked.current = true
      performance.mark(PRODUCT_CARD_READY_MARK)
    }
  }, [model])

  const buyKind = model?.buy
  const on: BuyHandlers = {
    step: (direction) =>
      setBuy((b) => {
        if (buyKind?.kind === 'weight') return { ...b, weight: stepWeight(b.weight || buyKind.min, buyKind.step, direction) }
        const max = buyKind?.kind === 'qty' ? buyKind.max : 1
        return { ...b, qty: Math.min(max, Math.max(1, b.qty + direction)) }
      }),
    setQty: (value) =>
      setBuy((b) => {
        const n = Number(value)
        if (buyKind?.kind === 'weight') return { ...b, weight: Number.isFinite(n) && n >= buyKind.step ? value : b.weight }
        return { ...b, qty: Number.isInteger(n) && n >= 1 && n <= (buyKind?.kind === 'qty' ? buyKind.max : 1) ? n : b.qty }
      }),
    setSubscribe: (subscribe) => {
      setBuy((b) => ({ ...b, subscribe }))
      // SNS-006: the shopper's subscriptions are read once the subscription choice is on (and only with a user id).
      if (subscribe) void subscriptions.load(true)
    },
    setFrequency: (frequency) => setBuy((b) => ({ ...b, frequency })),
    toggleOption: (group, upc, checked) =>
      setBuy((b) => {
        const key = String(group.groupId)
        const base = b.touched ? b.selections : (preferred ?? b.selections)
        const now = base[key] ?? []
        const next = group.maxSelect <= 1 ? [upc] : checked ? [...now, upc].slice(0, group.maxSelect) : now.filter((u) => u !== upc)
        // PRD-054: the choice is customisation data; choosing marks it updated.
        const chosen = selectOptions({ ...emptyCustomization(id), selectedOptions: base }, key, next)
        return { ...b, touched: chosen.isUpdated, selections: chosen.selectedOptions }
      }),
    // PRD-054: the comments are customisation data; writing them marks it updated.
    setComments: (text) =>
      setBuy((b) => ({
        ...b,
        commented: true,
        comments: writeComments({ ...emptyCustomization(id), comments: b.comments }, text).comments,
      })),
    add: () => {
      const buyModel = model?.buy
      if (!model || !buyModel) return
      if (guest.signIn) return guest.go()
      // Every press adds: the cart store coalesces them (CRT-022, CRT-027).
      void action.run(
        '',
        async () => {
          if (buyModel.kind === 'weight') {
            // The item's unit rules (rules/cart/units): the chosen weight, never below the minimum, on top of the line's.
            await cart.add(id, product ?? {}, { weight: shown.weight })
          } else {
            const subscribed = !!lines?.some((l) => keyOfLine(l) === lineKey(id, true))
            // SNS-007: the first time unless the cart or the shopper's subscriptions (cached 15 minutes, SNS-005) already hold it.
            const held = buy.subscribe && model.subscribe ? (await subscriptions.load(true))?.items[id] : undefined
            const sns =
              buy.subscribe && model.subscribe
                ? snsItemFields({ isFirstTimeSnsSub: !subscribed && !held, frequency: { count: buy.frequency } })
                : undefined
            // PRD-055: the chosen options go as UPC ids in modifierOptionUPCs.
            const line = customizedItemChange({
              ...emptyCustomization(id),
              isUpdated: !!buy.touched || !!buy.commented,
              selectedOptions: shown.selections,
              selectedQuantity: buy.qty,
              comments: groups.length > 0 ? shown.comments : '',
            })
            await cart.add(
              id,
              product ?? {},
              { qty: line.qty },
              {
                sns,
                ...(line.modifierOptionUPCs.length || line.comments
                  ? {
                      extras: {
                        ...(line.modifierOptionUPCs.length ? { modifierOptionUPCs: line.modifierOptionUPCs } : {}),
                        ...(line.comments ? { comments: line.comments } : {}),
                      },
                    }
                  : {}),
              },
            )
          }
          return { said: BUY_TEXT.added, change: { itemId: id, qty: buyModel.kind === 'weight' ? 1 : buy.qty, items: [id] } }
        },
        { repeat: true },
      )
    },
  }

  // A card in the first screenful loads its picture at once, first among the page's (the page's LCP is often one).
  const [inFirstScreen] = useState(() => {
    const host = container?.host
    const view = host?.ownerDocument.defaultView
    return !!host && !!view && host.getBoundingClientRect().top < view.innerHeight
  })
  const state = !id ? 'missing' : entry?.status === 'error' ? 'error' : model ? 'ready' : 'loading'
  return <ProductCardView state={state} model={model} groups={groups} buy={shown} on={on} imagePriority={inFirstScreen} />
}
