import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENVIRONMENT_CONFIG } from '../core/rules/env'
import { createSim } from './app'
import { fileRecordingStore } from './recordings'

const key = { 'Ocp-Apim-Subscription-Key': ENVIRONMENT_CONFIG.qa1.subscriptionKey }

describe('record and playback on disk', () => {
  it('writes a recorded call to <env>.json and a new simulator replays it, ignoring the cache-buster', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aisle-rec-'))
    const recorder = createSim({ recordings: fileRecordingStore(dir) })
    const recorded = await recorder.fetch(
      new Request('http://freshway.localhost/mock/recorder/abs/qa1/api/session/userinfo/freshway?rand=1', { headers: key }),
    )
    expect(recorded.status).toBe(200)
    const body = await recorded.text()
    expect(readdirSync(dir)).toEqual(['qa1.json'])
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'qa1.json'), 'utf8')))).toEqual(['qa1 GET /api/session/userinfo/freshway?'])

    const player = createSim({ recordings: fileRecordingStore(dir) })
    const replayed = await player.fetch(
      new Request('http://freshway.localhost/mock/playback/abs/qa1/api/session/userinfo/freshway?rand=987', { headers: key }),
    )
    expect(replayed.status).toBe(200)
    expect(await replayed.text()).toBe(body)
    const missing = await player.fetch(
      new Request('http://freshway.localhost/mock/playback/abs/qa1/api/cart/minicart?rand=2', { headers: key }),
    )
    expect(missing.status).toBe(404)
  })

  it('ignores an unreadable recording file with a warning instead of failing to start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aisle-rec-'))
    const store = fileRecordingStore(dir)
    store.save('qa1 GET /x?', { status: 200, body: '{}' })
    writeFileSync(join(dir, 'broken.json'), '{not json')
    const warn = console.warn
    const seen: string[] = []
    console.warn = (m: string) => seen.push(m)
    try {
      expect([...store.load()]).toEqual([['qa1 GET /x?', { status: 200, body: '{}' }]])
    } finally {
      console.warn = warn
    }
    expect(seen[0]).toContain('broken.json')
  })
})
