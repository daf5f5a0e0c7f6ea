/**
 * The end-to-end flows (flows.ts) in Chromium, Firefox ESR and WebKitGTK. Each browser starts once
 * and serves every flow; each flow gets a reset simulator and a fresh context. summary-reporter.ts counts them at
 * the end of the run: `engines: 3 x <n> flows, all passed`, or names what failed.
 */
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { LAUNCHERS } from './drivers'
import type { EngineDriver, EngineName } from './engine'
import { FLOWS, type FlowKit } from './flows'

const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit']
const port = inject('enginesPort')
const url = (banner: string, path = '/') => `http://${banner}.localhost:${port}${path}`

async function sim(method: string, path: string, body?: unknown): Promise<unknown> {
  const reply = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await reply.text()
  if (!reply.ok) throw new Error(`${method} ${path} failed: ${reply.status} ${text}`)
  return text ? JSON.parse(text) : null
}

const times: string[] = []

for (const name of ENGINES) {
  describe(name, () => {
    let driver: EngineDriver | undefined
    let started = 0
    beforeAll(async () => {
      started = Date.now()
      driver = await LAUNCHERS[name]()
    }, 120_000)
    // Vitest hands the suite as the second argument; the first (the fixtures) must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    afterAll(async ({}, suite) => {
      await driver?.close()
      const seconds = (Date.now() - started) / 1000
      times.push(`${driver?.version ?? name} ${seconds.toFixed(0)} s`)
      // The run summary prints it beside the count (summary-reporter.ts): launch, every flow, close.
      suite.meta.engineSeconds = seconds
    })

    for (const flow of FLOWS) {
      it(flow.name, { timeout: flow.timeout ?? 90_000 }, async () => {
        if (!driver) throw new Error(`${name} did not start`)
        await sim('POST', '/__sim/reset')
        const context = await driver.newContext()
        const kit: FlowKit = {
          engine: driver,
          context,
          url,
          sim,
          async signIn(page, body, banner = 'freshway') {
            await page.goto(url(banner, '/demo.css'))
            return page.evaluate(async (b: unknown) => {
              const r = await fetch('/__sim/session', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(b),
              })
              if (!r.ok) throw new Error(`sign-in failed: ${r.status}`)
              return r.json()
            }, body)
          },
        }
        try {
          await flow.run(kit)
        } finally {
          await context.close().catch(() => undefined)
        }
      })
    }
  })
}

afterAll(() => {
  // The count itself is printed last by summary-reporter.ts.
  console.log(`engine times: ${times.join(', ')}`)
})
