// Debian's Chromium as the browser tests and the Lighthouse benchmark launch it. The flags keep
// it from reaching out to the internet (this machine has none) and let it run as root, headless.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
