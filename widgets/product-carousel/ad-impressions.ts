/**
 * The impression side effect of a sponsored carousel (CAR-015): an IntersectionObserver at threshold 0.5
 * over the slides; each ad is reported once, the first time at least half of its card is visible (the
 * observer's intersection is clipped by the scrolling track and the viewport, so a card scrolled out of
 * the track does not count).
 */
import { AD_IMPRESSION_THRESHOLD, shouldRecordImpression } from '../../core/rules/products/carousel'

export interface ImpressionWatcher {
  observe(adId: string, el: Element): void
  unobserve(el: Element): void
  disconnect(): void
}

export function watchImpressions(onImpression: (adId: string) => void, seen: Set<string> = new Set()): ImpressionWatcher {
  const ids = new WeakMap<Element, string>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const adId = ids.get(entry.target)
        if (!adId || !entry.isIntersecting || !shouldRecordImpression(entry.intersectionRatio, adId, seen)) continue
        seen.add(adId)
        observer.unobserve(entry.target)
        onImpression(adId)
      }
    },
    { threshold: AD_IMPRESSION_THRESHOLD },
  )
  return {
    observe(adId, el) {
      if (seen.has(adId)) return
      ids.set(el, adId)
      observer.observe(el)
    },
    unobserve: (el) => observer.unobserve(el),
    disconnect: () => observer.disconnect(),
  }
}
