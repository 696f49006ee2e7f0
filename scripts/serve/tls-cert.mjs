// The certificate the tests serve HTTPS with on loopback (nginx, the Node server): made here at
// test time with openssl, kept in .tmp/tls/ (never checked in), for 127.0.0.1 and localhost only.
// No browser trusts it for anything else: each test run trusts it by flag or capability
// (Chromium: --ignore-certificate-errors-spki-list with its key's hash, which Chromium honours only
// beside a --user-data-dir of its own; Playwright's ignoreHTTPSErrors; WebDriver's acceptInsecureCerts).
//   node scripts/serve/tls-cert.mjs    makes it if missing or expiring, prints its paths and key hash
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DIR = resolve('.tmp/tls');
/** Days a certificate is made for; one with less than a day left is made again. */
const VALID_DAYS = 7;

/** The SHA-256 of a certificate's public key (SPKI), base64: what Chromium's SPKI list takes. */
export function spkiHash(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

const fresh = (certFile) => {
  if (!existsSync(certFile)) return false;
  const validTo = new Date(new X509Certificate(readFileSync(certFile)).validTo).getTime();
  return validTo - Date.now() > 24 * 3600 * 1000;
};

/**
 * The loopback certificate: one PEM file holding its key and certificate (`pem`, which nginx takes
 * for ssl_certificate and ssl_certificate_key alike), the two as text, and its key's `spki` hash.
 * Made once and reused while it has a day left, so every process of a run (a test runner's workers
 * each load its config) reads the same one; made under a temporary name, then renamed, so no reader
 * ever sees half a file or one run's key beside another's certificate.
 */
export function loopbackCertificate(dir = DIR) {
  const pem = join(dir, 'loopback.pem');
  if (!fresh(pem)) {
    mkdirSync(dir, { recursive: true });
    const part = `${pem}.${process.pid}`;
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        String(VALID_DAYS),
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        `${part}.key`,
        '-out',
        `${part}.crt`,
      ],
      { encoding: 'utf8' },
    );
    try {
      if (made.error || made.status !== 0) {
        throw new Error(
          `openssl could not make the loopback certificate (${made.error?.message ?? made.stderr.trim()}): ` +
            'install openssl (Debian: apt-get install openssl; npm test does when it may)',
        );
      }
      writeFileSync(part, readFileSync(`${part}.key`, 'utf8') + readFileSync(`${part}.crt`, 'utf8'), { mode: 0o600 });
      renameSync(part, pem);
    } finally {
      for (const file of [part, `${part}.key`, `${part}.crt`]) rmSync(file, { force: true });
    }
  }
  const text = readFileSync(pem, 'utf8');
  const certPem = text.slice(text.indexOf('-----BEGIN CERTIFICATE-----'));
  const keyPem = text.slice(0, text.indexOf('-----BEGIN CERTIFICATE-----'));
  return { pem, certPem, keyPem, spki: spkiHash(certPem) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pem, spki } = loopbackCertificate();
  console.log(`key and certificate ${pem}
SPKI sha256         ${spki}`);
}
