/**
 * <aisle-deals-grid> wired to the page's coupon store. The store holds every offer (5,000 is fine); this
 * component orders them once per sort or filter change and renders only the revealed pages (30, then 30
 * more per 'Load More'), each card subscribed to its own offer only.
 */
import { useStore } from '../shared/use-select'
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type ElementAttributeProps, parseEnumAttribute, parseIntegerAttribute, parseTextAttribute } from '../../core/elements/attributes'
import { parseFlagAttribute } from '../../core/elements/attributes-extra'
import { dispatchAisleEvent, type ElementHostProps } from '../../core/elements/define'
import { showsStoredGalleryOnFailure } from '../../core/rules/coupons/cache'
import type { CardLabels } from '../../core/rules/coupons/card'
import { dealsGridItems } from '../../core/rules/coupons/cms-card'
import {
  columnSpan,
  COUPON_GRID_PAGE_SIZE,
  DEFAULT_GRID_COLUMNS,
  GRID_UNITS,
  initialGridPaging,
  loadMore,
  showsLoadMore,
} from '../../core/rules/coupons/grid'
import { categoryBanner, couponPageQuery } from '../../core/rules/coupons/page-params'
import { linkedOfferFirst, partnerClipOffer } from '../../core/rules/coupons/partner-clip'
import { welcomeCampaign } from '../../core/rules/coupons/welcome'
import { afterNextPaint } from '../../core/io/after-paint'
import { yieldToIdle } from '../../core/io/slices'
import { bootRuntime } from '../../core/runtime'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { prepareGridOrders, preparedOrder } from '../../core/stores/coupons/orders'
import { lazyOnce } from '../../core/stores/lazy'
import type { AisleDealsGridElement } from '../../types/aisle'
import { localDay } from '../coupon-card/card-state'
import { CmsCard, ELIGIBLE_ITEMS_EVENT, OfferCard, useGuest } from '../coupon-card/CouponCard.connected'
import { DealsGridView, type GridCard } from './DealsGrid.view'
import type { WelcomePanelProps } from './WelcomePanel.connected'
import { parseCategoryMapping, parseCmsCouponList } from './grid-inputs'
import {
  FEATURED_SORT,
  GRID_SORT_KEYS,
  type GridSortKey,
  gridSortLabel,
  isGridSortKey,
  offerCategories,
  orderOffers,
  warmCategoryOrder,
} from '../../core/rules/coupons/grid-order'

/** The welcome panel's code (view, claim store, call): loaded only on a campaign link. */
const loadWelcomePanel = lazyOnce(() => import('./WelcomePanel.connected'))

export const DEALS_GRID_TAG = 'aisle-deals-grid'
export const DEALS_GRID_READY_MARK = 'aisle:deals-grid:ready'
/** 'Load More' with a next-page token: the page fetches the next page (CPN-103). */
export const LOAD_MORE_EVENT = 'aisle-deals-grid-load-more'
/** The category filter changed; detail `{category}` ('' when cleared). */
export const CATEGORY_CHANGE_EVENT = 'aisle-category-change'

/** The element's attributes as props, declared once by the element module's @attr docs (types/aisle.d.ts is generated from them). */
export type DealsGridProps = ElementHostProps & ElementAttributeProps<AisleDealsGridElement>

const SORT_OPTIONS = GRID_SORT_KEYS.map((value) => ({ value, label: gridSortLabel(value) }))

export function DealsGrid(props: DealsGridProps) {
  const { container } = props
  const runtime = bootRuntime()
  const store = couponStoreOf(runtime)
  const status = useStore(store.$status)
  const cache = useStore(store.$cache)
  const guest = useGuest(store)
  const tag = DEALS_GRID_TAG
  const columns = parseIntegerAttribute(tag, 'columns', props.columns, { min: 1, max: GRID_UNITS, fallback: DEFAULT_GRID_COLUMNS })
  const hiddenEvents = parseFlagAttribute(tag, 'hidden-events', props.hiddenEvents, container?.host, false)
  const bonusPath = parseFlagAttribute(tag, 'bonus-path', props.bonusPath, container?.host, false)
  const mapping = useMemo(() => parseCategoryMapping(tag, props.categoryMapping), [tag, props.categoryMapping])
  const cms = useMemo(
    () => parseCmsCouponList(tag, container?.host.querySelector(':scope > script[type="application/json"]')?.textContent),
    [tag, container],
  )
  const query = useMemo(() => couponPageQuery(runtime.win.location.search), [runtime])
  // A clip link (clipOfferId: a partner Clip, a guest back from sign-in, any site's link) shows its offer first with
  // the Clip button focused and a line saying what pressing it does; only the press clips (CPN-066).
  const linked = useMemo(() => partnerClipOffer(runtime.win.location.search), [runtime])
  const linkFocused = useRef(false)
  // A campaign link (eventName, eventDateTime, correlationId) shows the welcome panel; only its press claims (CPN-123).
  const campaign = useMemo(() => welcomeCampaign(runtime.win.location.search), [runtime])
  // The panel's code (view, claim store, call) loads only on a campaign link.
  const [Welcome, setWelcome] = useState<ComponentType<WelcomePanelProps> | undefined>(undefined)
  useEffect(() => {
    if (campaign) void loadWelcomePanel().then((m) => setWelcome(() => m.WelcomePanel))
  }, [campaign])
  const [sort, setSort] = useState<GridSortKey>(() => parseEnumAttribute(tag, 'sort', props.sort, GRID_SORT_KEYS, FEATURED_SORT))
  const [category, setCategory] = useState(query.category ?? '')
  const [shown, setShown] = useState(COUPON_GRID_PAGE_SIZE)
  const focusIndex = useRef<number | undefined>(undefined)
  // A blank label is the coded one (core/rules/coupons/card.ts).
  const labels = useMemo<CardLabels>(
    () => ({ addToList: props.addToListLabel, activate: props.activateLabel }),
    [props.addToListLabel, props.activateLabel],
  )

  useEffect(() => {
    void store.load({ hiddenEvents, bonusPathPage: bonusPath })
    void store.loadLogos()
    // While the gallery is read: the category list's collation is set up before the offers arrive.
    const win = runtime.win
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(warmCategoryOrder)
    else win.setTimeout(warmCategoryOrder, 0)
  }, [store, hiddenEvents, bonusPath, runtime])
  useEffect(() => {
    if (cms.length > 0) void store.loadList()
  }, [store, cms])

  // The order is taken when the gallery is read (and on sort or filter), not on every clip: a clipped card
  // keeps its place under the shopper's pointer and focus, and its own atoms show the new state (CPN-071).
  const readKey = cache ? `${cache.storeId}|${cache.updatedTime}|${Object.keys(cache.objCoupons).length}` : ''
  const offers = useMemo(() => (readKey ? store.$offers.get() : []), [store, readKey])
  const categories = useMemo(() => offerCategories(offers), [offers])
  // A sort or filter takes the order prepared after the first paint (core/stores/coupons/orders.ts); before it is
  // ready, the same rules sort here.
  const ordered = useMemo(
    () =>
      linkedOfferFirst(
        preparedOrder(offers, sort, category || undefined) ?? orderOffers(offers, { sort, category: category || undefined }),
        linked,
      ),
    [offers, sort, category, linked],
  )
  const items = useMemo(() => dealsGridItems(ordered, cms), [ordered, cms])
  const paging = { ...initialGridPaging(items.length, parseTextAttribute(props.nextPageToken)), shown: Math.min(shown, items.length) }
  const today = localDay()
  const onEligibleItems = useCallback(
    (couponId: string, upcs: Promise<string[]>) =>
      void upcs.then((list) => dispatchAisleEvent(container, ELIGIBLE_ITEMS_EVENT, { couponId, upcs: list })),
    [container],
  )

  // A failed refresh over the shopper's own stored gallery keeps its cards (and their clips) under the error.
  const keepStored = status.status === 'error' && showsStoredGalleryOnFailure(status.refusal)
  const revealed = status.status === 'ready' || keepStored ? items.slice(0, paging.shown) : []
  const cards: GridCard[] = revealed.map((item) =>
    item.kind === 'digital'
      ? {
          key: `o:${item.offer.id}`,
          node: (
            <OfferCard
              store={store}
              offerId={item.offer.id}
              guest={guest}
              today={today}
              labels={labels}
              invited={item.offer.id === linked}
            />
          ),
        }
      : { key: `c:${item.coupon.id}`, node: <CmsCard store={store} coupon={item.coupon} onEligibleItems={onEligibleItems} /> },
  )

  // Cards show once the store has decided which gallery is valid: a stored one for another store or
  // shopper must not flash up while the right one is read.
  const state = status.status === 'ready' ? 'ready' : status.status === 'error' ? 'error' : 'loading'
  const painted = useRef(false)
  useEffect(() => {
    if (painted.current || state !== 'ready' || cards.length === 0) return
    painted.current = true
    requestAnimationFrame(() => performance.mark(DEALS_GRID_READY_MARK))
  }, [state, cards.length])
  // Once the cards have painted, every other order of this read is prepared in short slices, in idle periods only:
  // a click or a frame never waits for more than one step.
  useEffect(() => {
    if (state !== 'ready' || offers.length === 0) return
    const abort = new AbortController()
    void afterNextPaint({ idle: true }).then(() => prepareGridOrders(offers, { signal: abort.signal, yieldToPage: yieldToIdle }))
    return () => abort.abort()
  }, [state, offers])
  useEffect(() => {
    if (linkFocused.current || !linked || state !== 'ready') return
    const button = container?.querySelector<HTMLElement>(`article[data-offer-id="${CSS.escape(linked)}"] [part="action"]`)
    if (!button) return
    linkFocused.current = true
    button.focus()
  })
  useEffect(() => {
    const i = focusIndex.current
    if (i === undefined) return
    focusIndex.current = undefined
    container?.querySelector<HTMLElement>(`li[data-index="${i}"]`)?.focus()
  })

  const onLoadMore = () => {
    const result = loadMore(paging)
    if (result.kind === 'emit') {
      dispatchAisleEvent(container, LOAD_MORE_EVENT, { nextPageToken: result.nextPageToken })
      return
    }
    // Focus moves to the first revealed card, so keyboard users continue where the new cards start.
    focusIndex.current = paging.shown
    setShown(result.paging.shown)
  }

  return (
    <DealsGridView
      state={state}
      message={status.error}
      banner={mapping ? bannerFor(mapping, category) : undefined}
      welcome={campaign && Welcome ? <Welcome runtime={runtime} campaign={campaign} guest={guest} /> : undefined}
      sort={sort}
      sortOptions={SORT_OPTIONS}
      category={category}
      categories={categories}
      span={columnSpan(columns)}
      cards={cards}
      shown={paging.shown}
      total={paging.total}
      showLoadMore={state === 'ready' && showsLoadMore(paging)}
      onSort={(key) => {
        if (!isGridSortKey(key)) return
        setSort(key)
        setShown(COUPON_GRID_PAGE_SIZE)
      }}
      onCategory={(next) => {
        setCategory(next)
        setShown(COUPON_GRID_PAGE_SIZE)
        dispatchAisleEvent(container, CATEGORY_CHANGE_EVENT, { category: next })
      }}
      onLoadMore={onLoadMore}
    />
  )
}

function bannerFor(mapping: NonNullable<ReturnType<typeof parseCategoryMapping>>, category: string) {
  return mapping.default
    ? categoryBanner(mapping.categories, category, mapping.default)
    : category
      ? mapping.categories[category]
      : undefined
}
