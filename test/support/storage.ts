/** Storage doubles for the store tests and the sim-backed store harnesses (cart.ts, coupons.ts). */

/** A localStorage double: a Map behind the Storage interface (the map is exposed for assertions). */
export function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, val) => void map.set(k, String(val)),
  }
}
