/**
 * The delivery address form's store, wired to the page's runtime: the API client and the signed-in shopper's customer
 * id. One per element, not a slot: a form's values are its own (two forms on a page edit two addresses).
 */
import { createDeliveryAddressStore, type DeliveryAddressStore } from '../../stores/profile/delivery-address'
import type { Runtime } from '../index'

export function deliveryAddressStoreFor(runtime: Runtime): DeliveryAddressStore {
  return createDeliveryAddressStore({ api: () => runtime.api, customerId: () => runtime.session.$session.get().shopper?.customerId })
}
