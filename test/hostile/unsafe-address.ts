/**
 * An address the browser would run as script or open as a document of unknown origin, resolved against `base` (the
 * page's address; in the browser, by default, this page's). No imports: the browser suites and the e2e suites (Node) share it.
 */
export function unsafeAddress(value: string, base: string = location.href): boolean {
  let protocol: string
  try {
    protocol = new URL(value, base).protocol
  } catch {
    return false
  }
  // An image cannot run script (an SVG shown by <img> included); any other data: type is a document.
  return protocol === 'javascript:' || protocol === 'vbscript:' || (protocol === 'data:' && !/^\s*data:image\//i.test(value))
}
