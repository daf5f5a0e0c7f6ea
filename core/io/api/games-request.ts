/**
 * The games environment's request sender, shared by the games calls (./games.ts) and the profile calls (./profile.ts):
 * the delivery address and the coupon prompts read and write the profile without the games family's calls.
 */
import type * as v from 'valibot'
import type { ApiRequest } from '../../rules/games/requests'
import type { ApiClient } from './client'

/** Sends a request description of core/rules/games/requests.ts through the client, as a games call. */
export function sendGamesRequest<S extends v.GenericSchema>(api: ApiClient, request: ApiRequest, schema: S): Promise<v.InferOutput<S>> {
  return api.request(request.path, {
    method: request.method,
    family: 'games',
    query: request.query,
    headers: request.headers,
    ...(request.json === undefined ? {} : { json: request.json }),
    prefixed: request.base === 'api',
    ...(request.write ? { write: request.write } : {}),
    schema,
  })
}
