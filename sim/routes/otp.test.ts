import { describe, expect, test } from 'vitest'
import { OTP_PATHS } from '../../core/rules/coupons/modal-prompts'
import { createSim } from '../app'
import { userByKey } from '../state'
import { call } from '../testing'
import { signIn } from './control'
import { maskContact, OTP_MAX_ATTEMPTS, SIM_OTP_CODE } from './otp'

const post = (sim: ReturnType<typeof createSim>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(sim, path, { method: 'POST', body, headers })

describe('masking', () => {
  test('masks the contact the code went to [MDL-015]', () => {
    expect(maskContact({ kind: 'phone', phone: '5551234567' })).toBe('•••-•••-4567')
    expect(maskContact({ kind: 'email', email: 'jane@example.com' })).toBe('j•••@example.com')
  })
})

describe('one-time passcode routes (MDL-015, gap B20)', () => {
  test('a code for a known e-mail or phone, masked; unknown and malformed contacts are refused [MDL-015]', async () => {
    const sim = createSim()
    const c = userByKey(sim.state, 'C')!
    const byEmail = await post(sim, OTP_PATHS.request, { email: c.email.toUpperCase() })
    expect(byEmail.status).toBe(200)
    const reply = (await byEmail.json()) as { requestId: string; sentTo: string; expiresInSeconds: number }
    expect(reply.sentTo).toBe(`${c.email[0]}•••@example.com`)
    expect(reply.expiresInSeconds).toBe(300)
    const byPhone = await post(sim, OTP_PATHS.request, {
      phone: `(${c.phoneNumber.slice(0, 3)}) ${c.phoneNumber.slice(3, 6)}-${c.phoneNumber.slice(6)}`,
    })
    expect(((await byPhone.json()) as { sentTo: string }).sentTo).toBe(`•••-•••-${c.phoneNumber.slice(-4)}`)
    expect((await post(sim, OTP_PATHS.request, { email: 'nobody@example.com' })).status).toBe(404)
    const bad = await post(sim, OTP_PATHS.request, { phone: '12' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('OTP_CONTACT_INVALID')
  })

  test('the right code signs the user in with session cookies; wrong codes count and the third uses the request up [MDL-015]', async () => {
    const sim = createSim()
    const e = userByKey(sim.state, 'E')!
    const { requestId } = (await (await post(sim, OTP_PATHS.request, { email: e.email })).json()) as { requestId: string }
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const wrong = await post(sim, OTP_PATHS.verify, { requestId, code: '000000' })
      expect(wrong.status).toBe(400)
      expect(((await wrong.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('OTP_CODE_INVALID')
    }
    const ok = await post(sim, OTP_PATHS.verify, { requestId, code: SIM_OTP_CODE })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ userType: 'C', customerId: e.customerId })
    expect(ok.headers.get('set-cookie')).toContain('aisle_sid=')
    // Used once: the same request cannot sign in again.
    expect((await post(sim, OTP_PATHS.verify, { requestId, code: SIM_OTP_CODE })).status).toBe(400)

    const second = (await (await post(sim, OTP_PATHS.request, { email: e.email })).json()) as { requestId: string }
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) await post(sim, OTP_PATHS.verify, { requestId: second.requestId, code: '111111' })
    const locked = await post(sim, OTP_PATHS.verify, { requestId: second.requestId, code: '111111' })
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('OTP_TOO_MANY_ATTEMPTS')
    expect((await post(sim, OTP_PATHS.verify, { requestId: second.requestId, code: SIM_OTP_CODE })).status).toBe(400)
  })

  test('a code expires after 300 seconds [MDL-015]', async () => {
    let now = Date.parse('2026-01-05T10:00:00Z')
    const sim = createSim({ clock: () => now })
    const c = userByKey(sim.state, 'C')!
    const { requestId } = (await (await post(sim, OTP_PATHS.request, { email: c.email })).json()) as { requestId: string }
    now += 300_001
    const late = await post(sim, OTP_PATHS.verify, { requestId, code: SIM_OTP_CODE })
    expect(late.status).toBe(400)
    expect(((await late.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('OTP_CODE_EXPIRED')
  })

  test('the progressive profile saves a phone or e-mail for the signed-in shopper only [MDL-012]', async () => {
    const sim = createSim()
    expect((await post(sim, OTP_PATHS.contact, { phone: '5551234567' })).status).toBe(401)
    const { token } = signIn(sim.state, { user: 'R' })
    const auth = { authorization: `Bearer ${token}` }
    const saved = await post(sim, OTP_PATHS.contact, { phone: '555-123-4567' }, auth)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { phone: string }).phone).toBe('5551234567')
    expect(userByKey(sim.state, 'R')?.phoneNumber).toBe('5551234567')
    expect((await post(sim, OTP_PATHS.contact, { email: 'nope' }, auth)).status).toBe(400)
  })
})
