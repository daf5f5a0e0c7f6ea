/**
 * The coupon store's list and extras: for non-digital (CMS) coupons, the shopper's list and its add / remove
 * toggle (CPN-109, CPN-131, CPN-132, API-060, API-061, API-066) and the coupon's eligible items (API-063). Reads
 * the gallery's context (coupons/gallery.ts) only.
 */
import { atom } from 'nanostores'
import type { CmsCoupon } from '../../rules/coupons/cms-card'
import { CMS_LIST_ITEM_TYPE, CMS_LIST_SOURCE, listTogglePress } from '../../rules/coupons/list-toggle'
import { LIST_STATUS_OK } from '../../rules/coupons/offers-api'
import type { CouponDeps, CouponGallery } from './gallery'
import { COUPON_HALVES } from './lazy'
import { lazyOnce } from '../lazy'

/** The list's calls: their code (and the offer replies' schemas) loads with the first list call, not with the cards. */
const listCalls = lazyOnce(() => import('../../io/coupons/offers-list'))

export type ListToggleResult = 'ignored' | 'busy' | 'sign-in' | 'added' | 'removed' | 'failed'

export type CouponList = ReturnType<typeof createCouponList>

export function createCouponList(gallery: Pick<CouponGallery, 'context'>, deps: Pick<CouponDeps, 'api' | 'session' | 'log'>) {
  const log = deps.log ?? console
  /** Ids on the shopper's list (list item id = offer id); undefined until read. */
  const $listIds = atom<readonly string[] | undefined>(undefined)
  /** List toggles under way, by coupon id. */
  const $listBusy = atom<Readonly<Record<string, true>>>({})
  let list: Promise<void> | undefined

  /** Reads the shopper's list once per page, for authorised shoppers only (API-066). A failure leaves it unread. */
  function loadList(): Promise<void> {
    list ??= (async () => {
      await deps.session.start()
      const ctx = gallery.context()
      if (!ctx.authorised) return
      try {
        $listIds.set(await (await listCalls()).readShoppingListIds(deps.api(), { storeId: ctx.storeId }))
      } catch (error) {
        log.warn("Aisle: the shopper's list could not be read.", error)
        list = undefined
      }
    })()
    return list
  }

  function setBusy(id: string, on: boolean) {
    const { [id]: _was, ...rest } = $listBusy.get()
    $listBusy.set(on ? { ...rest, [id]: true } : rest)
  }

  /**
   * The add-to-list / added-to-list toggle of a non-digital coupon (CPN-109): a real click only, one call at
   * a time per coupon; guests go to sign-in; otherwise list add or list remove, and the list follows the
   * answer's items[0].status.
   */
  async function toggleListItem(
    coupon: Pick<CmsCoupon, 'id'> & { itemType?: string },
    press: { trusted: boolean },
  ): Promise<ListToggleResult> {
    if (!press.trusted) return 'ignored'
    if ($listBusy.get()[coupon.id]) return 'busy'
    setBusy(coupon.id, true)
    try {
      await deps.session.start()
      const ctx = gallery.context()
      if (!ctx.authorised) {
        deps.session.redirectToSignIn()
        return 'sign-in'
      }
      if (!(await deps.session.ensureActiveToken())) return 'failed'
      // Unread list: read it first, so a coupon already on it is removed rather than added twice.
      if ($listIds.get() === undefined) await loadList()
      const ids = $listIds.get() ?? []
      const onList = ids.includes(coupon.id)
      const { addListItems, removeListItems } = await listCalls()
      const status =
        listTogglePress(onList) === 'list-remove'
          ? await removeListItems(deps.api(), [coupon.id])
          : await addListItems(deps.api(), {
              storeId: ctx.storeId,
              items: [{ itemId: coupon.id, itemType: coupon.itemType ?? CMS_LIST_ITEM_TYPE, wsSource: CMS_LIST_SOURCE }],
            })
      if (status !== LIST_STATUS_OK) return 'failed'
      const current = $listIds.get() ?? []
      $listIds.set(onList ? current.filter((id) => id !== coupon.id) : [...current.filter((id) => id !== coupon.id), coupon.id])
      return onList ? 'removed' : 'added'
    } catch (error) {
      log.error('Aisle: the list could not be changed.', error)
      return 'failed'
    } finally {
      setBusy(coupon.id, false)
    }
  }

  /**
   * A non-digital coupon's eligible items: its UPCs from upcs-by-offer (API-063, the seed's "CMS offer" call);
   * [] when the call fails (ERR-036).
   */
  async function eligibleItems(couponId: string): Promise<string[]> {
    await deps.session.start()
    const { readEligibleUpcs } = await COUPON_HALVES.offers()
    return readEligibleUpcs(deps.api(), { storeId: gallery.context().storeId, offerId: couponId })
  }

  return { $listIds, $listBusy, loadList, toggleListItem, eligibleItems }
}
