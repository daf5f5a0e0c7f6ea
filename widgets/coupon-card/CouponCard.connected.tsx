/**
 * Coupon cards wired to the page's coupon store. OfferCard and CmsCard are shared with the deals grid and
 * the offer carousel; CouponCard is <aisle-coupon-card>: a digital offer by `offer-id`, or a non-digital
 * coupon written by a content author as a JSON child.
 */
import { useStore } from '../shared/use-select'
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type ElementAttributeProps, parseTextAttribute } from '../../core/elements/attributes'
import type { ElementHostProps } from '../../core/elements/define'
import { dispatchAisleEvent, ELIGIBLE_ITEMS_EVENT } from '../../core/elements/events'
import type { CardLabels, CardPlacement } from '../../core/rules/coupons/card'
import { cmsCouponCardModel, LIST_TOGGLE_FAILED_TEXT } from '../../core/rules/coupons/cms-card'
import { CMS_COUPON_FIELDS, CMS_COUPON_REQUIRED, type CmsCouponInput, parseCmsCoupon } from '../../core/rules/coupons/cms-input'
import { bootRuntime } from '../../core/runtime'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import type { CouponList, OfferCardStore } from '../../core/stores/coupons/coupons'
import type { AisleCouponCardElement } from '../../types/aisle'
import { localDay, useListState, useOffer } from './card-state'
import { CmsCouponCardView } from './CmsCouponCard.view'
import { CouponCardPlaceholder, CouponCardView } from './CouponCard.view'
import { useOfferCard } from './offer-card'
import { offerDetailsClick } from './offer-details'
import { type DetailsOpen, OfferDetailsModal } from './details-modal'
import { loadEligibleItems, loadOfferDetails } from '../../core/stores/coupons/details'
import { useGuest } from './use-guest'

export const COUPON_CARD_TAG = 'aisle-coupon-card'
export const COUPON_CARD_READY_MARK = 'aisle:coupon-card:ready'
/** Fired by a non-digital card's 'Eligible Items' button (the page shows the items; the seed says no more). */
export { ELIGIBLE_ITEMS_EVENT }

export interface OfferCardProps {
  store: OfferCardStore
  offerId: string
  guest: boolean
  /** The shopper's local day, 'yyyy-mm-dd'. */
  today: string
  placement?: CardPlacement
  labels?: CardLabels | undefined
  headingLevel?: 2 | 3 | 4
  /** The page's clip link names this offer: the card says what pressing Clip does (CPN-066). */
  invited?: boolean
  /** Called once, when the card first renders its offer. */
  onReady?: () => void
}

/** One digital offer. Subscribes to its own offer and card atoms only, so other cards' clips do not re-render it. */
export const OfferCard = memo(function OfferCard({
  store,
  offerId,
  guest,
  today,
  placement = 'grid',
  labels,
  headingLevel,
  invited = false,
  onReady,
}: OfferCardProps) {
  const stored = useOffer(store, offerId)
  const card = useOfferCard(store, offerId, stored, { today, placement, labels })
  const model = card?.model
  const ready = useRef(false)
  // Ready in the commit that shows the card (preact/compat runs a useEffect a frame later).
  useLayoutEffect(() => {
    if (model && !ready.current) {
      ready.current = true
      onReady?.()
    }
  }, [model, onReady])
  const [details, setDetails] = useState<DetailsOpen>()
  if (!card || !stored) return <CouponCardPlaceholder phase="unavailable" />
  const runtime = bootRuntime()
  // The dialog reads the offer's detail (API-062, or API-064 for a personalised deal) for the gallery's store.
  const openDetails = () =>
    setDetails({
      open: true,
      request: {
        brand: stored.brand,
        description: stored.description,
        load: () =>
          loadOfferDetails(
            { api: () => runtime.api, session: runtime.session },
            { offerId, storeId: store.context().storeId, offerPgm: stored.offerPgm },
          ),
      },
    })
  return (
    <>
      <CouponCardView
        {...card}
        guest={guest}
        invited={invited}
        errorDisplay={ERROR_DISPLAY()}
        onDetails={offerDetailsClick(offerId, runtime.config.flags.disableOfferDetailsSpa === true, openDetails)}
        {...(headingLevel ? { headingLevel } : {})}
      />
      {details ? <OfferDetailsModal details={details} onClose={() => setDetails({ ...details, open: false })} /> : null}
    </>
  )
})

/** The error modal needs the native <dialog>; without it the card keeps the inline alert. */
const ERROR_DISPLAY = (): 'modal' | 'inline' =>
  typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function' ? 'modal' : 'inline'

export interface CmsCardProps {
  store: CouponList
  coupon: CmsCouponInput
  headingLevel?: 2 | 3 | 4
  /** The Eligible Items press, with the coupon's UPCs as upcs-by-offer answers them ([] on failure, ERR-036). */
  onEligibleItems?: (couponId: string, upcs: Promise<string[]>) => void
}

/** One non-digital coupon and its add-to-list toggle (CPN-106..109, CPN-131, CPN-132). */
export const CmsCard = memo(function CmsCard({ store, coupon, headingLevel, onEligibleItems }: CmsCardProps) {
  const { onList, listBusy: busy } = useListState(store, coupon.id)
  const model = useMemo(() => cmsCouponCardModel(coupon, onList), [coupon, onList])
  const [failed, setFailed] = useState(false)
  const [details, setDetails] = useState<DetailsOpen>()
  // Eligible Items opens the Offer Details dialog's items in place (the UPCs' products); the page still gets the event.
  const eligible = () => {
    const runtime = bootRuntime()
    const upcs = store.eligibleItems(coupon.id)
    onEligibleItems?.(coupon.id, upcs)
    const storeId = couponStoreOf(runtime).context().storeId
    setDetails({
      open: true,
      request: {
        brand: coupon.brand,
        description: coupon.description,
        load: async () => loadEligibleItems({ api: () => runtime.api }, { upcs: await upcs, storeId }),
      },
    })
  }
  const toggle = async (trusted: boolean) => {
    setFailed(false)
    const result = await store.toggleListItem(coupon, { trusted })
    setFailed(result === 'failed')
  }
  return (
    <>
      <CmsCouponCardView
        model={model}
        busy={busy}
        message={failed ? LIST_TOGGLE_FAILED_TEXT : undefined}
        onToggle={(trusted) => void toggle(trusted)}
        onEligibleItems={eligible}
        {...(headingLevel ? { headingLevel } : {})}
      />
      {details ? <OfferDetailsModal details={details} onClose={() => setDetails({ ...details, open: false })} /> : null}
    </>
  )
})

/** Whether the shopper is a guest; re-evaluated when the session changes. */
export { useGuest }

const CMS_OPTIONAL_FIELDS = CMS_COUPON_FIELDS.filter((f) => !(CMS_COUPON_REQUIRED as readonly string[]).includes(f))
const CMS_JSON_HINT = `Expected a JSON object with ${CMS_COUPON_REQUIRED.join(', ')} (and optionally ${CMS_OPTIONAL_FIELDS.join(', ')}).`

/** The JSON child of a CMS coupon card; one console warning naming the problem when it cannot be used. */
export function readCmsChild(host: Element | undefined, tag: string): CmsCouponInput | undefined {
  const script = host?.querySelector(':scope > script[type="application/json"]')
  if (!script) return undefined
  const parsed = parseCmsCoupon(script.textContent)
  if (parsed.ok) return parsed.coupon
  console.warn(`<${tag}>: the coupon JSON child cannot be used: ${parsed.problem}. ${CMS_JSON_HINT}`)
  return undefined
}

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type CouponCardProps = ElementHostProps & ElementAttributeProps<AisleCouponCardElement>

export function CouponCard({ offerId, addToListLabel, activateLabel, container }: CouponCardProps) {
  const store = couponStoreOf(bootRuntime())
  const status = useStore(store.$status)
  const guest = useGuest(store)
  const id = parseTextAttribute(offerId)
  const offer = useOffer(store, id ?? '')
  const cms = useMemo(() => (id ? undefined : readCmsChild(container?.host, COUPON_CARD_TAG)), [id, container])
  // A blank label is the coded one (core/rules/coupons/card.ts).
  const labels = useMemo<CardLabels>(() => ({ addToList: addToListLabel, activate: activateLabel }), [addToListLabel, activateLabel])
  useEffect(() => {
    if (cms) {
      void store.loadList().then(() => performance.mark(COUPON_CARD_READY_MARK))
    } else if (id) {
      void store.load()
      void store.loadLogos()
    } else if (!container?.host.querySelector(':scope > script[type="application/json"]')) {
      console.warn(
        `<${COUPON_CARD_TAG}>: give an offer-id attribute, or a <script type="application/json"> child describing a non-digital coupon.`,
      )
    }
  }, [store, id, cms, container])
  if (cms) {
    const onEligibleItems = (couponId: string, upcs: Promise<string[]>) =>
      void upcs.then((list) => dispatchAisleEvent(container, ELIGIBLE_ITEMS_EVENT, { couponId, upcs: list }))
    return <CmsCard store={store} coupon={cms} onEligibleItems={onEligibleItems} />
  }
  if (!id) return <CouponCardPlaceholder phase="unavailable" />
  // A known offer stays on screen while the gallery is read again; only a first read shows the skeleton.
  if (!offer) {
    if (status.status === 'error') return <CouponCardPlaceholder phase="error" message={status.error} />
    return <CouponCardPlaceholder phase={status.status === 'ready' ? 'unavailable' : 'loading'} />
  }
  return <OfferCard store={store} offerId={id} guest={guest} today={localDay()} labels={labels} headingLevel={2} onReady={markReady} />
}

function markReady() {
  performance.mark(COUPON_CARD_READY_MARK)
}
