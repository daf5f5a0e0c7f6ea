/**
 * Record and playback on disk (Node only): calls made with `?mode=record` are written to
 * sim/recordings/<env>.json, one object keyed by "<env> <METHOD> <path>?<query>", and
 * `?mode=playback` answers from every *.json file in the folder. Review recordings like code.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RecordedReply, RecordingStore } from './app'

export function fileRecordingStore(dir: string): RecordingStore {
  const read = (file: string): Record<string, RecordedReply> => {
    try {
      return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, RecordedReply>
    } catch (error) {
      console.warn(`Aisle simulator: ignoring unreadable recording file ${file}: ${(error as Error).message}`)
      return {}
    }
  }
  return {
    load() {
      if (!existsSync(dir)) return []
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => Object.entries(read(f)))
    },
    save(key, reply) {
      mkdirSync(dir, { recursive: true })
      const file = `${key.split(' ')[0] ?? 'unknown'}.json`
      const all = existsSync(join(dir, file)) ? read(file) : {}
      all[key] = reply
      writeFileSync(join(dir, file), `${JSON.stringify(all, null, 2)}\n`)
    },
  }
}
