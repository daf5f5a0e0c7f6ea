import { describe, expect, test } from 'vitest'
import { instantAllocationBody, welcomeCampaign } from './welcome'

describe('welcome campaign', () => {
  test('reads eventName, eventDateTime and correlationId, falling back to event for the name [CPN-123]', () => {
    expect(welcomeCampaign('?eventName=Welcome%20Offers&eventDateTime=2026-11-28T12:00:00Z&correlationId=c1')).toEqual({
      eventName: 'Welcome Offers',
      eventDateTime: '2026-11-28T12:00:00Z',
      eventCorrelationId: 'c1',
    })
    expect(welcomeCampaign('?event=Spring&eventDateTime=t&correlationId=c1')?.eventName).toBe('Spring')
    expect(welcomeCampaign('?eventName=Spring&event=Other&eventDateTime=t&correlationId=c1')?.eventName).toBe('Spring')
  })

  test('is no campaign unless all three values are present and not blank [CPN-123]', () => {
    expect(welcomeCampaign('?eventName=A&eventDateTime=t')).toBeUndefined()
    expect(welcomeCampaign('?eventName=A&correlationId=c')).toBeUndefined()
    expect(welcomeCampaign('?eventDateTime=t&correlationId=c')).toBeUndefined()
    expect(welcomeCampaign('?eventName=%20&eventDateTime=t&correlationId=c')).toBeUndefined()
  })

  test('builds the instant allocation body with the optional offers and division only when present [CPN-124]', () => {
    const shopper = { customerId: '55', householdId: '77', storeId: '1101' }
    const plain = welcomeCampaign('?eventName=A&eventDateTime=t&correlationId=c')
    expect(plain && instantAllocationBody(plain, shopper)).toEqual({
      customerId: '55',
      householdId: '77',
      eventCorrelationId: 'c',
      eventDateTime: 't',
      eventName: 'A',
      storeId: '1101',
    })
    const full = welcomeCampaign('?eventName=A&eventDateTime=t&correlationId=c&externalOfferId=X1&offerId=9&division=east')
    expect(full && instantAllocationBody(full, shopper)).toMatchObject({
      offers: [{ externalOfferId: 'X1', offerId: '9' }],
      division: 'east',
    })
    const one = welcomeCampaign('?eventName=A&eventDateTime=t&correlationId=c&externalOfferId=X1')
    expect(one && instantAllocationBody(one, shopper).offers).toEqual([{ externalOfferId: 'X1' }])
  })
})
