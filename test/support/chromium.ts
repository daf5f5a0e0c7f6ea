/** Where the system Chromium lives; CHROME_PATH overrides it. No tool may download a browser here. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Headless flags that work on this machine kind (closed network, root, no GPU). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
