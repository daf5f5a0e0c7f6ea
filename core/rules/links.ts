/**
 * Addresses that content authors and servers supply for links. The browser drops tabs and newlines anywhere
 * in an address and control characters at its start before it reads the scheme, so 'java\tscript:' is a
 * javascript: address: the check parses the address the way the browser will, instead of matching its text.
 */

const BASE = 'https://aisle.invalid/'

/**
 * True for an address safe to put in an href: absolute http(s), or on this site ('/…', './…', '#…',
 * 'page.html'). Script schemes in any spelling, data: documents, other schemes and other sites'
 * protocol-relative addresses ('//host', '\\host') are refused.
 */
export function isSafeLink(value: string): boolean {
  const url = value.trim()
  if (!url) return false
  let parsed: URL
  try {
    parsed = new URL(url, BASE)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  // eslint-disable-next-line no-control-regex
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url.replace(/[\u0000-\u0020]/g, ''))
  return absolute || parsed.origin === new URL(BASE).origin
}
