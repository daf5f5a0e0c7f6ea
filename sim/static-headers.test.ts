// How the demo server sends static files (Lighthouse uses-text-compression, uses-long-cache-ttl).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../bench/server'
import { startServer } from './server'
import { demoGet } from './server-testing'
import { IMMUTABLE, isHashedChunk, libraryCacheControl, pickEncoding, REVALIDATE } from './static-headers'

describe('cache lifetimes of the build', () => {
  test('hashed chunk files (and their maps) are immutable for a year', () => {
    for (const path of [
      'chunks/react-CJquPi-j.js',
      'chunks/rolldown-runtime-WkwZ5CU-.js',
      'chunks/products-extras-I9_pRlFX.js.map',
      'compact/chunks/preact-Ab12_cD3.js',
    ]) {
      expect(isHashedChunk(path), path).toBe(true)
      expect(libraryCacheControl(path)).toBe(IMMUTABLE)
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')
  })

  test('the loader, widget entry files and the base stylesheet revalidate on every load', () => {
    for (const path of [
      'aisle.js',
      'compact/aisle.js',
      'widgets/mini-cart.js',
      'widgets/coupon-card.js.map',
      'styles/base.css',
      'chunks/not-hashed.js',
    ]) {
      expect(libraryCacheControl(path), path).toBe(REVALIDATE)
    }
  })
})

describe('content encoding', () => {
  test('brotli when accepted, else gzip, else none; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding('')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})

describe('the demo server', () => {
  let port = 0
  let close: () => Promise<void>
  let recordings = ''
  beforeAll(async () => {
    port = await freePort()
    recordings = mkdtempSync(join(tmpdir(), 'aisle-headers-rec-'))
    const server = await startServer({ port, recordingsDir: recordings })
    close = server.close
  })
  afterAll(async () => {
    await close()
    rmSync(recordings, { recursive: true, force: true })
  })

  const get = (path: string, acceptEncoding?: string, host = 'freshway') => demoGet(port, path, { acceptEncoding, host })

  test('a demo page travels brotli- or gzip-compressed, with the CSP and no-cache, and decodes to the page', async () => {
    const plain = await get('/catalogue.html')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await get('/catalogue.html', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('accept-encoding')
    expect(br.headers['cache-control']).toBe(REVALIDATE)
    expect(String(br.headers['content-security-policy'])).toContain("script-src 'self'")
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await get('/catalogue.html', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
  })

  test('the port in a page is rewritten before it is compressed', async () => {
    const gz = await get('/', 'gzip')
    const html = gunzipSync(gz.body).toString('utf8')
    expect(html).toContain(`greenbasket.localhost:${port}/`)
  })

  test('CSS and SVG are compressed; the partner host gets the shared demo.css compressed too', async () => {
    const css = await get('/demo.css', 'br')
    expect(css.headers['content-encoding']).toBe('br')
    expect(css.headers['content-type']).toMatch(/^text\/css/)
    const svg = await get('/banners/just-for-u.svg', 'gzip')
    expect(svg.headers['content-encoding']).toBe('gzip')
    const partnerCss = await get('/demo.css', 'gzip', 'partner')
    expect(partnerCss.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(partnerCss.body).toString('utf8')).toContain('.site-header')
  })
})
