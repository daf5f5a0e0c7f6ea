import { describe, expect, it } from 'vitest'
import { isSafeLink } from './links'

describe('isSafeLink', () => {
  it('accepts http(s) addresses and addresses on this site', () => {
    for (const ok of [
      'https://shop.example/x',
      'http://shop.example',
      '/foru/games.html',
      './a',
      '#top',
      'page.html',
      '?q=1',
      '  /padded  ',
    ]) {
      expect(isSafeLink(ok), ok).toBe(true)
    }
  })

  it('refuses script schemes in every spelling the browser reads as one, data: documents, other schemes and other sites', () => {
    for (const bad of [
      'javascript:__xss(1)',
      'JaVaScRiPt:__xss(2)',
      'java\tscript:__xss(3)',
      'java\nscript:__xss(4)',
      '\u0001javascript:__xss(5)',
      ' javascript:__xss(6)',
      'vbscript:__xss(7)',
      'data:text/html,<script>__xss(8)</script>',
      'mailto:a@b.c',
      '//evil.example/x',
      '\\\\evil.example/x',
      '/\\evil.example',
      '',
      '   ',
    ]) {
      expect(isSafeLink(bad), JSON.stringify(bad)).toBe(false)
    }
  })
})
