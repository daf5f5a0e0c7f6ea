import type { Meta, StoryObj } from '@storybook/react-vite'
import { waitFor } from 'storybook/test'
import { LOADING_FOREVER_MS, type SimParameters, storySim } from '../../.storybook/sim'
import type {} from '../../types/aisle'
import { COUPON_EXPIRED } from '../../core/rules/coupons/clip'
import { couponStoreOf } from '../../core/runtime/coupons/coupons'
import { createSim } from '../../sim/app'
import type { SimOffer } from '../../sim/data/types'
import './coupon-card.element'

/** The in-page simulator's gallery under a loaded 2-core test run can take more than waitFor's default 1 s. */
const STORE_LOAD_TIMEOUT_MS = 10_000

// The stories' simulator is seeded the same way, so these ids name the same offers there.
const seededState = createSim().state
const seeded = seededState.offers
const today = new Date().toISOString().slice(0, 10)
const live = (o: SimOffer) => !o.endDate || o.endDate.slice(0, 10) >= today
const idOf = (test: (o: SimOffer) => boolean): string => seeded.find(test)?.offerId ?? ''
const plainCoupon = (o: SimOffer) => ['coupon-cc', 'coupon-mf', 'coupon-sc'].includes(o.kind) && live(o) && o.isClippable
const IDS = {
  plain: idOf((o) => plainCoupon(o) && o.status === 'U'),
  clipped: idOf((o) => plainCoupon(o) && o.status === 'C' && !o.deleted),
  deleted: idOf((o) => plainCoupon(o) && o.status === 'C' && o.deleted === true),
  behaviour: idOf((o) => o.kind === 'behavior' && o.bonusPathStatus === '' && live(o)),
  inProgress: idOf((o) => o.kind === 'behavior' && o.bonusPathStatus === 'inprogress' && live(o)),
  continuity: idOf(
    (o) => o.kind === 'continuity' && o.status === 'C' && !!o.continuity && o.continuity.progressValue < o.continuity.targetValue,
  ),
  completed: idOf((o) => o.kind === 'behavior' && o.bonusPathStatus === 'completed'),
  freshPass: idOf((o) => o.kind === 'fresh-pass' && live(o)),
  reward: idOf((o) => o.kind === 'reward-flat' && live(o)),
  expired: idOf((o) => o.kind === 'expired'),
  boxTop: idOf((o) => o.kind === 'box-top' && live(o)),
}

/** A weekly-ad offer the seeded shopper 'C' has on the shopping list: the non-digital card's ADDED state. */
const onListOfC =
  seeded.find((o) => o.kind === 'weekly-ad' && seededState.users.find((u) => u.key === 'C')?.list.includes(o.offerId))?.offerId ?? ''
/** An offer id the gallery does not hold: the card's 'not available' state. */
const UNKNOWN_OFFER_ID = '999999999'

const cmsJson = (id: string) =>
  JSON.stringify({
    id,
    brand: 'Sunny Grove',
    description: '$3.89 Sunny Grove Apple Juice in store this week.',
    startDate: '2026-11-08',
    endDate: '2026-12-08',
    detailsUrl: '/weekly-ad/apple-juice.html',
  })
const CMS_JSON = cmsJson(seeded.find((o) => o.kind === 'weekly-ad')?.offerId ?? '9000095')

interface CouponCardArgs {
  /** The `offer-id` attribute. */
  offerId?: string
  /** A non-digital coupon's JSON child instead of an offer id. */
  cmsJson?: string
}

const meta = {
  title: 'Widgets/Coupon card',
  render: ({ offerId, cmsJson }) => (
    <div style={{ maxWidth: '18rem' }}>
      {cmsJson ? (
        <aisle-coupon-card>
          <script type="application/json">{cmsJson}</script>
        </aisle-coupon-card>
      ) : (
        <aisle-coupon-card offer-id={offerId} />
      )}
    </div>
  ),
  argTypes: {
    offerId: { control: 'text' },
    cmsJson: { control: 'text', description: 'A non-digital coupon as JSON: id, brand, description, detailsUrl, startDate, endDate.' },
  },
  parameters: {
    tag: 'aisle-coupon-card',
    docs: {
      description: {
        component: [
          '`<aisle-coupon-card offer-id="…">` shows one Just for U coupon with the button its state calls for:',
          "'Clip Coupon', the 'Clipped' badge, 'Add to List', 'Activate', a progress bar, or 'Bonus Path Completed'.",
          'A guest who presses the button goes to sign-in and comes back with the coupon clipped.',
          '',
          'Without `offer-id`, put a `<script type="application/json">` inside it to show a weekly-ad (non-digital)',
          'coupon with an add-to-list toggle. Every text in it is shown as text.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<CouponCardArgs>

export default meta
type Story = StoryObj<typeof meta>

const signedIn = (user: 'R' | 'C'): SimParameters => ({ signIn: { user } })
const story = (offerId: string, sim: SimParameters | undefined, text: string): Story => ({
  args: { offerId },
  parameters: { ...(sim ? { sim } : {}), docs: { description: { story: text } } },
})

export const ClipCoupon = story(
  IDS.plain,
  signedIn('R'),
  "An unclipped coupon: 'Clip Coupon'. Pressing it clips the coupon and screen readers hear 'Coupon clipped'.",
)
export const Clipped = story(
  IDS.clipped,
  signedIn('C'),
  "A clipped coupon: the 'Clipped' badge; screen readers also hear 'Coupon already clipped'.",
)
export const AddToList = story(
  IDS.deleted,
  signedIn('C'),
  "A clipped coupon the shopper removed from the list: 'Add to List' puts it back.",
)
export const Activate = story(
  IDS.behaviour,
  signedIn('R'),
  "A bonus-path offer not yet activated: 'Activate'. Screen readers hear 'Coupon activated' after it.",
)
export const InProgress = story(
  IDS.inProgress,
  signedIn('C'),
  "An activated bonus-path offer: 'In Progress' and the link to the step still to do.",
)
export const Progress = story(
  IDS.continuity,
  signedIn('C'),
  'A continuity offer on its way: a progress bar and its label (e.g. "Purchased 2 of 5").',
)
export const Completed = story(IDS.completed, signedIn('C'), "A finished bonus path: 'Bonus Path Completed' and 'View in My List'.")
export const FreshPassIcon = story(IDS.freshPass, signedIn('R'), 'A fresh-pass offer shows the FreshPass logo.')
export const RewardsIcon = story(IDS.reward, signedIn('R'), 'A rewards coupon shows the rewards logo.')
export const Expired = story(IDS.expired, signedIn('R'), "An unclipped coupon past its end date: 'Expired' and no button.")
export const GuestSignIn = story(
  IDS.plain,
  undefined,
  "A guest sees 'Clip Coupon'; screen readers hear that signing in comes first, and pressing it goes to sign-in.",
)
export const Loading: Story = {
  args: { offerId: IDS.plain },
  parameters: {
    sim: { signIn: { user: 'R' }, delayMs: LOADING_FOREVER_MS },
    docs: { description: { story: 'While the coupons are read the card shows a placeholder.' } },
  },
}
export const GalleryError: Story = {
  args: { offerId: IDS.plain },
  parameters: {
    sim: { signIn: { user: 'R' }, faults: [{ path: '/offers/gallery', status: 500 }] },
    docs: { description: { story: 'When the coupons cannot be read the card says so.' } },
  },
}
export const ClipFailed: Story = {
  args: { offerId: IDS.plain },
  parameters: {
    sim: signedIn('R'),
    docs: { description: { story: "A clip the server refused as expired: the error modal titled 'Coupon Expired'." } },
  },
  play: async ({ loaded }) => {
    const store = couponStoreOf(storySim(loaded).runtime)
    await waitFor(
      () => {
        if (!store.offer(IDS.plain).get()) throw new Error('not loaded')
      },
      { timeout: STORE_LOAD_TIMEOUT_MS },
    )
    store.$clipError.set({
      offerId: IDS.plain,
      kind: 'expired',
      message: COUPON_EXPIRED,
      code: 'OFFER_EXPIRED',
      errorMessage: 'This offer has expired.',
    })
  },
}
export const BoxTopModal: Story = {
  args: { offerId: IDS.boxTop },
  parameters: {
    sim: signedIn('R'),
    docs: { description: { story: 'A Box Tops offer pressed by a shopper without a linked General Mills account: the box-top modal.' } },
  },
  play: async ({ loaded }) => {
    const store = couponStoreOf(storySim(loaded).runtime)
    await waitFor(
      () => {
        if (!store.offer(IDS.boxTop).get()) throw new Error('not loaded')
      },
      { timeout: STORE_LOAD_TIMEOUT_MS },
    )
    store.$boxTopPrompt.set({ offerId: IDS.boxTop })
  },
}
export const NonDigital: Story = {
  args: { cmsJson: CMS_JSON },
  parameters: {
    sim: signedIn('R'),
    docs: {
      description: {
        story: "A weekly-ad coupon written by the content author: 'Eligible Items', 'Offer Details' and the ADD / ADDED toggle.",
      },
    },
  },
}
export const Clipping: Story = {
  args: { offerId: IDS.plain },
  parameters: {
    sim: { ...signedIn('R'), faults: [{ method: 'POST', path: '/offers/clip', delayMs: LOADING_FOREVER_MS }] },
    docs: {
      description: {
        story:
          'While a clip is on its way the button shows a spinner and ignores further presses (clipped for you here, as a shopper’s press would).',
      },
    },
  },
  play: async ({ loaded }) => {
    const store = couponStoreOf(storySim(loaded).runtime)
    await waitFor(
      () => {
        if (!store.offer(IDS.plain).get()) throw new Error('not loaded')
      },
      { timeout: STORE_LOAD_TIMEOUT_MS },
    )
    // A press from a script is not a trusted click, which the store ignores (CPN-066): ask the store as the shopper's click does.
    void store.clip(IDS.plain, { trusted: true, pressed: 'clip' })
  },
}
export const NonDigitalAdded: Story = {
  args: { cmsJson: cmsJson(onListOfC) },
  parameters: {
    sim: signedIn('C'),
    docs: { description: { story: "The same weekly-ad coupon already on the shopper's list: the toggle is pressed and reads ADDED." } },
  },
}
export const Unavailable = story(
  UNKNOWN_OFFER_ID,
  signedIn('R'),
  "An offer id the coupons do not hold (ended, or mistyped): 'This coupon is not available.'",
)

/** An offer with eligible items, whose Offer Details the stories open in place. */
const WITH_ITEMS = idOf((o) => plainCoupon(o) && o.upcList.length > 0)
/** Presses 'Offer Details' as a shopper does (no host handles the event): Aisle's dialog opens in place. */
async function openDetails(canvas: HTMLElement, shows?: string) {
  const link = await waitFor(
    () => {
      const found = canvas.querySelector('aisle-coupon-card')?.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="details"]')
      if (!found) throw new Error('no Offer Details link yet')
      return found
    },
    { timeout: STORE_LOAD_TIMEOUT_MS },
  )
  // The page must not follow the link if the dialog's code is slow: the dialog opens on the same press.
  window.addEventListener('click', (e) => e.preventDefault(), { once: true })
  link.click()
  // The story is shown once the dialog (its code loads on the press) shows the state the story names, so a capture
  // never takes the card before the dialog opened.
  const root = canvas.querySelector('aisle-coupon-card')?.shadowRoot
  await waitFor(
    () => {
      const dialog = root?.querySelector('dialog[open]')
      if (!dialog) throw new Error('the Offer Details dialog is not open yet')
      if (shows && !dialog.querySelector(shows)) throw new Error(`the dialog does not show ${shows} yet`)
    },
    { timeout: STORE_LOAD_TIMEOUT_MS },
  )
}
const detailsDocs = (story: string) => ({ docs: { story: { inline: false, height: '30rem' }, description: { story } } })

export const OfferDetailsLoading: Story = {
  args: { offerId: WITH_ITEMS },
  parameters: {
    sim: { signIn: { user: 'R' }, faults: [{ path: '/api/offers/detail', delayMs: LOADING_FOREVER_MS }] },
    ...detailsDocs("'Offer Details' pressed: the dialog while the offer's details are read."),
  },
  play: async ({ canvasElement }) => openDetails(canvasElement, '[part="details-status"]'),
}
export const OfferDetailsLoaded: Story = {
  args: { offerId: WITH_ITEMS },
  parameters: {
    sim: signedIn('R'),
    ...detailsDocs("The offer's details read: its eligible items, named by the catalog."),
  },
  play: async ({ canvasElement }) => openDetails(canvasElement, '[part="eligible-items"]'),
}
export const OfferDetailsFailed: Story = {
  args: { offerId: WITH_ITEMS },
  parameters: {
    sim: { signIn: { user: 'R' }, faults: [{ path: '/api/offers/detail', status: 500 }] },
    ...detailsDocs("The offer's details could not be read: no items, and a line saying so."),
  },
  play: async ({ canvasElement }) => openDetails(canvasElement, '[part="details-error"]'),
}
