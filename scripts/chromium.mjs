// The system Chromium every browser tool here uses (Playwright, Lighthouse), and the flags
// it needs on these machines: no sandbox as root, and no background calls to the network.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For Lighthouse: no host resolves but loopback, so a page that reaches for another fails to, as offline CI would. */
export const loopbackOnlyFlag = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/**
 * Trusts the certificate whose key hash (SPKI, SHA-256, base64) is `spki`, for this Chromium only:
 * the tests' loopback certificate (scripts/serve/tls-cert.mjs). Chromium honours it only beside a
 * --user-data-dir of its own, which chrome-launcher and Playwright each give it.
 */
export const trustCertificateFlag = (spki) => `--ignore-certificate-errors-spki-list=${spki}`;
