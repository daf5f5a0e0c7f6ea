/**
 * Welcome offers (instant allocation, 001 §2, §3, §7; CPN-123, CPN-124, API-054). A campaign link carries the
 * event's name, date-time and correlation id; the deals grid shows the shopper a welcome panel, and only the
 * shopper's press sends the instant allocation (001 §5: nothing acts without a person's press, CPN-066).
 * docs/decisions/coupons.md "Welcome offers".
 */
import { couponPageQuery } from './page-params'

/**
 * The campaign parameters (CPN-123; gap B19): the seed names the three values, not their parameters. 'event' is
 * the coupon-page parameter of CPN-122, read for the name when eventName is absent.
 */
export const WELCOME_PARAMS = {
  eventName: 'eventName',
  eventNameFallback: 'event',
  eventDateTime: 'eventDateTime',
  correlationId: 'correlationId',
} as const

/** What a campaign link asks for: the event, and the offers and division it names (all as written in the address). */
export interface WelcomeCampaign {
  eventName: string
  eventDateTime: string
  eventCorrelationId: string
  offers?: { externalOfferId?: string; offerId?: string }[]
  division?: string
}

/** The instant allocation body (CPN-124, 001 §3). */
export interface InstantAllocationBody extends WelcomeCampaign {
  customerId: string
  householdId: string
  storeId: string
}

const trimmed = (p: URLSearchParams, name: string) => p.get(name)?.trim() || undefined

/**
 * The campaign a page address carries (CPN-123): all three of name (eventName, else event), date-time and
 * correlation id, or none; offers from externalOfferId / offerId and division when present.
 */
export function welcomeCampaign(search: string | URLSearchParams): WelcomeCampaign | undefined {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search
  const eventName = trimmed(p, WELCOME_PARAMS.eventName) ?? trimmed(p, WELCOME_PARAMS.eventNameFallback)
  const eventDateTime = trimmed(p, WELCOME_PARAMS.eventDateTime)
  const eventCorrelationId = trimmed(p, WELCOME_PARAMS.correlationId)
  if (!eventName || !eventDateTime || !eventCorrelationId) return undefined
  const query = couponPageQuery(p)
  const campaign: WelcomeCampaign = { eventName, eventDateTime, eventCorrelationId }
  if (query.externalOfferId || query.offerId) {
    campaign.offers = [
      {
        ...(query.externalOfferId ? { externalOfferId: query.externalOfferId } : {}),
        ...(query.offerId ? { offerId: query.offerId } : {}),
      },
    ]
  }
  if (query.division) campaign.division = query.division
  return campaign
}

/** The body of POST instant allocation (CPN-124): the shopper's ids, the page's store and the campaign. */
export function instantAllocationBody(
  campaign: WelcomeCampaign,
  shopper: { customerId: string; householdId: string; storeId: string },
): InstantAllocationBody {
  return {
    customerId: shopper.customerId,
    householdId: shopper.householdId,
    eventCorrelationId: campaign.eventCorrelationId,
    eventDateTime: campaign.eventDateTime,
    eventName: campaign.eventName,
    storeId: shopper.storeId,
    ...(campaign.offers ? { offers: campaign.offers } : {}),
    ...(campaign.division ? { division: campaign.division } : {}),
  }
}

/** The panel's texts; the seed gives none (team texts, docs/decisions/coupons.md "Welcome offers"). */
export const WELCOME_TEXT = {
  heading: 'Your welcome offers',
  invitation: 'Offers are waiting for you. Press Claim offers to add them to your coupons.',
  guestInvitation: 'Offers are waiting for you. Press Claim offers to sign in, then press it again here to claim them.',
  claim: 'Claim offers',
  claiming: 'Claiming offers…',
  claimed: (n: number) => (n === 1 ? '1 welcome offer is now in your coupons.' : `${n} welcome offers are now in your coupons.`),
  none: 'There are no welcome offers for this link right now.',
} as const
