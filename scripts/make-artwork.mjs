#!/usr/bin/env node
/**
 * make-artwork.mjs — generates the original, illustrated stand-in artwork for
 * "The Last Stack" website (no photos, no stock, no network).
 *
 * Every image is an SVG string built in code and rasterised with `sharp`
 * (librsvg) to WebP:
 *   content/images/cast/<slug>.webp        800x1000  "player card" portraits
 *   content/images/episodes/<slug>.webp    1280x720  episode key art
 *   content/images/hero-poster.webp        1920x1080 home hero poster
 *
 * Usage:  cd /work/main && npm exec -- node scripts/make-artwork.mjs
 *         (optional) --only=<substring> to render a subset, --png to also
 *         write PNG previews to /tmp/last-stack-previews.
 */
import sharp from 'sharp';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'content', 'images');
const PREVIEW_DIR = '/tmp/last-stack-previews';

const args = process.argv.slice(2);
const ONLY = (args.find((a) => a.startsWith('--only=')) || '').slice(7);
const WRITE_PNG = args.includes('--png');

/* ------------------------------------------------------------------ */
/* Palette & small utilities                                           */
/* ------------------------------------------------------------------ */

const C = {
  ink: '#0b0f0d',
  felt: '#0f3d2e',
  felt2: '#145a41',
  gold: '#d4af37',
  gold2: '#e9c46a',
  white: '#ffffff',
  ivory: '#f6f1e4',
  red: '#b3142b',
  black: '#141816',
};

/** Deterministic PRNG (mulberry32) so every run produces identical art. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => (Math.round(n * 100) / 100).toString();
const rad = (d) => (d * Math.PI) / 180;

/* ------------------------------------------------------------------ */
/* Suits (drawn as paths, never as font glyphs)                        */
/* ------------------------------------------------------------------ */

const SPADE =
  'M0,-50 C-12,-30 -50,-8 -50,14 C-50,32 -32,40 -17,34 C-10,31 -6,26 -4,22 C-5,33 -11,43 -20,50 L20,50 C11,43 5,33 4,22 C6,26 10,31 17,34 C32,40 50,32 50,14 C50,-8 12,-30 0,-50 Z';
const HEART =
  'M0,46 C-14,30 -50,8 -50,-18 C-50,-38 -36,-48 -22,-48 C-10,-48 -3,-40 0,-32 C3,-40 10,-48 22,-48 C36,-48 50,-38 50,-18 C50,8 14,30 0,46 Z';
const DIAMOND = 'M0,-52 Q14,-24 38,0 Q14,24 0,52 Q-14,24 -38,0 Q-14,-24 0,-52 Z';

/** A suit symbol centred at (x, y), `size` ≈ its height in px. */
function suit(s, x, y, size, fill, extra = '') {
  const k = size / 100;
  let body;
  if (s === 'S') body = `<path d="${SPADE}"/>`;
  else if (s === 'H') body = `<path d="${HEART}"/>`;
  else if (s === 'D') body = `<path d="${DIAMOND}"/>`;
  else
    body =
      `<circle cx="0" cy="-26" r="22"/><circle cx="-24" cy="8" r="22"/><circle cx="24" cy="8" r="22"/>` +
      `<path d="M-12,-8 L12,-8 L10,16 L-10,16 Z"/><path d="M-4,10 C-5,32 -11,43 -20,50 L20,50 C11,43 5,32 4,10 Z"/>`;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${f(k)})" fill="${fill}" ${extra}>${body}</g>`;
}

const isRed = (s) => s === 'H' || s === 'D';

/* ------------------------------------------------------------------ */
/* Shared <defs>: filters, gradients, patterns                          */
/* ------------------------------------------------------------------ */

function commonDefs() {
  const blur = (id, sd) =>
    `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
  return `
  ${blur('b1', 1)}${blur('b2', 2)}${blur('b4', 4)}${blur('b8', 8)}${blur('b14', 14)}${blur('b24', 24)}${blur('b40', 40)}${blur('b70', 70)}
  <filter id="hblur" x="-30%" y="-10%" width="160%" height="120%"><feGaussianBlur stdDeviation="14 1"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.012 0.018" numOctaves="3" seed="11" result="n"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer>
  </filter>
  <filter id="fibre" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="1" seed="5"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer>
  </filter>
  <radialGradient id="chipShade" cx="34%" cy="28%" r="80%">
    <stop offset="0" stop-color="#fff" stop-opacity=".32"/>
    <stop offset=".5" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity=".45"/>
  </radialGradient>
  <linearGradient id="cylShade" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#000" stop-opacity=".55"/>
    <stop offset=".22" stop-color="#fff" stop-opacity=".22"/>
    <stop offset=".45" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity=".62"/>
  </linearGradient>
  <linearGradient id="topShade" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity=".28"/>
    <stop offset=".6" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity=".3"/>
  </linearGradient>
  <linearGradient id="cardFace" x1="0" x2=".4" y1="0" y2="1">
    <stop offset="0" stop-color="#fffdf6"/><stop offset="1" stop-color="#e6dcc4"/>
  </linearGradient>
  <linearGradient id="goldGrad" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="#f6e27a"/><stop offset=".35" stop-color="#d4af37"/>
    <stop offset=".65" stop-color="#e9c46a"/><stop offset="1" stop-color="#8a6a1c"/>
  </linearGradient>
  <linearGradient id="goldEdge" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#f3dc8a"/><stop offset=".5" stop-color="#b8902a"/><stop offset="1" stop-color="#6e5212"/>
  </linearGradient>
  <pattern id="backPat" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="14" height="14" fill="#114a36"/>
    <path d="M0,0 L14,0 M0,0 L0,14" stroke="#d4af37" stroke-opacity=".55" stroke-width="1.4"/>
    <circle cx="7" cy="7" r="1.6" fill="#e9c46a" fill-opacity=".6"/>
  </pattern>
  <radialGradient id="vignette" cx="50%" cy="50%" r="72%">
    <stop offset=".45" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity=".88"/>
  </radialGradient>`;
}

/** Soft, low-frequency mottling (felt) + vignette; cheap for WebP. */
function finish(W, H, { grain = 0.07, vignette = 1, fibre = 0 } = {}) {
  return (
    `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${grain}" style="mix-blend-mode:soft-light"/>` +
    (fibre
      ? `<rect width="${W}" height="${H}" filter="url(#fibre)" opacity="${fibre}" style="mix-blend-mode:soft-light"/>`
      : '') +
    (vignette ? `<rect width="${W}" height="${H}" fill="url(#vignette)" opacity="${vignette}"/>` : '')
  );
}

/* ------------------------------------------------------------------ */
/* Chips                                                                */
/* ------------------------------------------------------------------ */

/** A chip seen from directly above. */
function chipTop(cx, cy, r, col, o = {}) {
  const { edge = '#f4efe2', mark = null, markCol = null, rot = 0, shadow = true, inner = null } = o;
  const ring = 2 * Math.PI * r * 0.84;
  const dash = ring / 16;
  const ring2 = 2 * Math.PI * r * 0.62;
  return `<g transform="translate(${f(cx)},${f(cy)}) rotate(${f(rot)})">
    ${shadow ? `<circle cx="${f(r * 0.14)}" cy="${f(r * 0.2)}" r="${f(r * 1.02)}" fill="#000" opacity=".6" filter="url(#b8)"/>` : ''}
    <circle r="${f(r)}" fill="${col}"/>
    <circle r="${f(r * 0.84)}" fill="none" stroke="${edge}" stroke-width="${f(r * 0.26)}" stroke-dasharray="${f(dash * 0.55)} ${f(dash * 1.45)}"/>
    <circle r="${f(r * 0.64)}" fill="${inner || col}" stroke="${edge}" stroke-opacity=".85" stroke-width="${f(r * 0.035)}"/>
    <circle r="${f(r * 0.56)}" fill="none" stroke="${edge}" stroke-opacity=".45" stroke-width="${f(r * 0.02)}" stroke-dasharray="${f(ring2 / 60)} ${f(ring2 / 60)}"/>
    ${mark ? suit(mark, 0, 0, r * 0.62, markCol || edge, 'opacity=".9"') : ''}
    <circle r="${f(r)}" fill="url(#chipShade)"/>
    <circle r="${f(r - 0.8)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.2"/>
  </g>`;
}

/**
 * A perspective stack of chips. (cx, by) is the centre of the bottom face.
 * k = ry/rx controls the viewing angle (small = low angle).
 */
function chipStack(cx, by, rx, n, cols, o = {}) {
  const {
    k = 0.32,
    h = rx * 0.2,
    edge = '#f4efe2',
    lean = 0,
    seed = 1,
    jitter = 0.05,
    shadow = true,
    topMark = null,
  } = o;
  const ry = rx * k;
  const R = rng(seed);
  const colAt = (i) => (Array.isArray(cols) ? cols[i % cols.length] : cols);
  let s = shadow
    ? `<ellipse cx="${f(cx + rx * 0.25)}" cy="${f(by + ry * 0.35)}" rx="${f(rx * 1.4)}" ry="${f(ry * 1.6)}" fill="#000" opacity=".6" filter="url(#b8)"/>`
    : '';
  let x = cx;
  for (let i = 0; i < n; i++) {
    const y = by - i * h;
    x = cx + (R() - 0.5) * rx * jitter * 2 + lean * i;
    const c = colAt(i);
    s += `<path d="M${f(x - rx)},${f(y - h)} L${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)} L${f(x + rx)},${f(y - h)} Z" fill="${c}"/>`;
    // edge inserts on the visible front half
    const off = R() * 40;
    for (let a = -80 + off; a < 90; a += 40) {
      if (a < -84 || a > 84) continue;
      const t = rad(a);
      const ww = rx * 0.2 * Math.cos(t);
      const ex = x + rx * Math.sin(t);
      const ey = y - h + ry * Math.cos(t);
      s += `<rect x="${f(ex - ww / 2)}" y="${f(ey + h * 0.12)}" width="${f(ww)}" height="${f(h * 0.76)}" fill="${edge}" opacity=".92"/>`;
    }
    s += `<path d="M${f(x - rx)},${f(y - h)} L${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)} L${f(x + rx)},${f(y - h)} Z" fill="url(#cylShade)"/>`;
    s += `<path d="M${f(x - rx)},${f(y)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(y)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="${f(Math.max(0.8, h * 0.08))}"/>`;
  }
  // top face
  const ty = by - n * h;
  const c = colAt(n - 1);
  const r1 = 2 * Math.PI * rx * 0.84;
  s += `<g transform="translate(${f(x)},${f(ty)}) scale(1,${f(k)})">
    <circle r="${f(rx)}" fill="${c}"/>
    <circle r="${f(rx * 0.84)}" fill="none" stroke="${edge}" stroke-width="${f(rx * 0.24)}" stroke-dasharray="${f(r1 / 32)} ${f((r1 / 32) * 3)}"/>
    <circle r="${f(rx * 0.62)}" fill="${c}" stroke="${edge}" stroke-opacity=".8" stroke-width="${f(rx * 0.035)}"/>
    ${topMark ? suit(topMark, 0, 0, rx * 0.6, edge, 'opacity=".85"') : ''}
    <circle r="${f(rx)}" fill="url(#topShade)"/>
  </g>`;
  return s;
}

/* ------------------------------------------------------------------ */
/* Cards                                                                */
/* ------------------------------------------------------------------ */

/** A card centred at the origin. */
function card(w, h, o = {}) {
  const { rank = 'A', s = 'S', back = false, goldFace = false, shadow = true } = o;
  const rx = w * 0.075;
  let g = '';
  if (shadow)
    g += `<rect x="${f(-w / 2 + w * 0.04)}" y="${f(-h / 2 + h * 0.04)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="#000" opacity=".55" filter="url(#b8)"/>`;
  if (back) {
    const i = w * 0.075;
    g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="#f3ecd9"/>`;
    g += `<rect x="${f(-w / 2 + i)}" y="${f(-h / 2 + i)}" width="${f(w - 2 * i)}" height="${f(h - 2 * i)}" rx="${f(rx * 0.6)}" fill="url(#backPat)" stroke="${C.gold}" stroke-width="${f(w * 0.012)}"/>`;
    g += `<rect x="${f(-w * 0.2)}" y="${f(-w * 0.2)}" width="${f(w * 0.4)}" height="${f(w * 0.4)}" transform="rotate(45)" fill="#0b2c21" stroke="${C.gold}" stroke-width="${f(w * 0.014)}"/>`;
    g += suit('S', 0, 0, w * 0.26, C.gold2);
    g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#topShade)" opacity=".6"/>`;
    return g;
  }
  const col = goldFace ? '#9a7416' : isRed(s) ? '#b3122e' : '#15110d';
  g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#cardFace)" stroke="#a89f86" stroke-width="${f(w * 0.006)}"/>`;
  const idx = (rot) => `<g transform="rotate(${rot})">
      <text x="${f(-w / 2 + w * 0.13)}" y="${f(-h / 2 + h * 0.15)}" font-family="serif" font-weight="bold" font-size="${f(h * 0.13)}" text-anchor="middle" fill="${col}">${rank}</text>
      ${suit(s, -w / 2 + w * 0.13, -h / 2 + h * 0.225, h * 0.075, col)}
    </g>`;
  g += idx(0) + idx(180);
  const court = ['J', 'Q', 'K'].includes(rank);
  if (court || goldFace) {
    const fx = w * 0.26;
    const fy = h * 0.33;
    g += `<rect x="${f(-fx)}" y="${f(-fy)}" width="${f(2 * fx)}" height="${f(2 * fy)}" rx="${f(w * 0.02)}" fill="${goldFace ? '#0f3d2e' : 'none'}" stroke="${goldFace ? 'url(#goldGrad)' : col}" stroke-width="${f(w * 0.012)}" opacity="${goldFace ? 1 : 0.8}"/>`;
    // a geometric crown over the suit
    const cw = fx * 0.78;
    const cy0 = -fy * 0.2;
    const crown =
      rank === 'J'
        ? `M${f(-cw)},${f(cy0)} L${f(-cw)},${f(cy0 - fy * 0.35)} L${f(-cw * 0.35)},${f(cy0 - fy * 0.2)} L${f(cw * 0.35)},${f(cy0 - fy * 0.2)} L${f(cw)},${f(cy0 - fy * 0.35)} L${f(cw)},${f(cy0)} Z`
        : `M${f(-cw)},${f(cy0)} L${f(-cw * 1.05)},${f(cy0 - fy * 0.42)} L${f(-cw * 0.5)},${f(cy0 - fy * 0.2)} L0,${f(cy0 - fy * 0.55)} L${f(cw * 0.5)},${f(cy0 - fy * 0.2)} L${f(cw * 1.05)},${f(cy0 - fy * 0.42)} L${f(cw)},${f(cy0)} Z`;
    const crownFill = goldFace ? 'url(#goldGrad)' : col;
    g += `<path d="${crown}" fill="${crownFill}" opacity="${goldFace ? 1 : 0.9}"/>`;
    if (rank === 'K')
      g += `<rect x="${f(-cw)}" y="${f(cy0 + fy * 0.02)}" width="${f(cw * 2)}" height="${f(fy * 0.06)}" fill="${crownFill}"/>`;
    g += suit(s, 0, fy * 0.35, fx * 0.95, goldFace ? 'url(#goldGrad)' : col);
  } else {
    g += suit(s, 0, 0, w * 0.42, col);
  }
  g += `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="url(#topShade)" opacity=".45"/>`;
  return g;
}

/** A card lying on a table seen in perspective (y squashed by k). */
function tableCard(x, y, w, h, rot, k, o) {
  return `<g transform="translate(${f(x)},${f(y)}) scale(1,${f(k)}) rotate(${f(rot)})">${card(w, h, o)}</g>`;
}

/* ------------------------------------------------------------------ */
/* Misc shapes                                                          */
/* ------------------------------------------------------------------ */

function star(cx, cy, r, fill, extra = '') {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.42 : r;
    const a = rad(-90 + i * 36);
    d += `${i ? 'L' : 'M'}${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`;
  }
  return `<path d="${d}Z" fill="${fill}" ${extra}/>`;
}

function dust(W, H, n, seed, { col = C.gold2, area = null, max = 2.4, op = 0.5 } = {}) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const [x0, y0, x1, y1] = area || [0, 0, W, H];
    const x = x0 + R() * (x1 - x0);
    const y = y0 + R() * (y1 - y0);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.5 + R() * max)}" fill="${col}" opacity="${f(0.15 + R() * op)}"/>`;
  }
  return s;
}

/** A dealer button seen from above. */
function dealerButton(cx, cy, r) {
  return `<g transform="translate(${f(cx)},${f(cy)})">
    <circle cx="${f(r * 0.12)}" cy="${f(r * 0.18)}" r="${f(r)}" fill="#000" opacity=".55" filter="url(#b8)"/>
    <circle r="${f(r)}" fill="#f1ebdc"/>
    <circle r="${f(r * 0.8)}" fill="none" stroke="${C.gold}" stroke-width="${f(r * 0.08)}"/>
    ${suit('S', 0, 0, r * 0.8, '#15110d')}
    <circle r="${f(r)}" fill="url(#chipShade)"/>
  </g>`;
}

/** Overhead spotlight: a soft pool of warm light. */
function pool(cx, cy, rx, ry, op = 0.5, col = '#fff1c7') {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${col}" opacity="${op}" filter="url(#b70)"/>`;
}

/* ------------------------------------------------------------------ */
/* Cast portraits (800x1000)                                            */
/* ------------------------------------------------------------------ */

const CW = 800;
const CH = 1000;

/** Torso / shoulders silhouette including the neck. sy ≈ shoulder line. */
function torsoPath(cx, sy, w, { l = 0, r = 0, neck = 34, neckTop = 470 } = {}) {
  const L = cx - w / 2;
  const R = cx + w / 2;
  return `M${f(cx - neck)},${f(neckTop)} L${f(cx - neck - 3)},${f(sy - 36)}
    C${f(cx - neck - 12)},${f(sy - 10 + l * 0.3)} ${f(cx - 120)},${f(sy - 6 + l)} ${f(L + 78)},${f(sy + 6 + l)}
    C${f(L + 22)},${f(sy + 18 + l)} ${f(L + 2)},${f(sy + 70 + l)} ${f(L - 6)},${f(sy + 160 + l)}
    L${f(L - 24)},${CH} L${f(R + 24)},${CH} L${f(R + 6)},${f(sy + 160 + r)}
    C${f(R - 2)},${f(sy + 70 + r)} ${f(R - 22)},${f(sy + 18 + r)} ${f(R - 78)},${f(sy + 6 + r)}
    C${f(cx + 120)},${f(sy - 6 + r)} ${f(cx + neck + 12)},${f(sy - 10 + r * 0.3)} ${f(cx + neck + 3)},${f(sy - 36)}
    L${f(cx + neck)},${f(neckTop)} Z`;
}

function portraitDefs(p) {
  const lit = p.light === 'left';
  const [a1, a2] = p.accent;
  return `
  <clipPath id="cardClip"><rect x="30" y="30" width="740" height="940" rx="34"/></clipPath>
  <linearGradient id="frame" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="#f3dc8a"/><stop offset=".3" stop-color="#b8902a"/><stop offset=".55" stop-color="#e9c46a"/><stop offset="1" stop-color="#6e5212"/>
  </linearGradient>
  <radialGradient id="feltBg" cx="50%" cy="38%" r="75%">
    <stop offset="0" stop-color="${p.feltHi || C.felt2}"/><stop offset=".55" stop-color="${p.feltMid || C.felt}"/><stop offset="1" stop-color="#06130e"/>
  </radialGradient>
  <linearGradient id="bodyFill" x1="${lit ? 0 : 1}" x2="${lit ? 1 : 0}" y1="0" y2=".5">
    <stop offset="0" stop-color="#2a3a33"/><stop offset=".45" stop-color="#131b18"/><stop offset="1" stop-color="#070a09"/>
  </linearGradient>
  <radialGradient id="headFill" cx="${lit ? 30 : 70}%" cy="32%" r="78%">
    <stop offset="0" stop-color="#34463e"/><stop offset=".5" stop-color="#18221e"/><stop offset="1" stop-color="#080b0a"/>
  </radialGradient>
  <linearGradient id="hairFill" x1="${lit ? 0 : 1}" x2="${lit ? 1 : 0}" y1="0" y2="1">
    <stop offset="0" stop-color="#1f2925"/><stop offset="1" stop-color="#050706"/>
  </linearGradient>
  <linearGradient id="rim" x1="${lit ? 0 : 1}" x2="${lit ? 1 : 0}" y1="0" y2="0">
    <stop offset="0" stop-color="${a1}" stop-opacity="1"/><stop offset=".32" stop-color="${a1}" stop-opacity=".35"/><stop offset=".5" stop-color="${a1}" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="rimGold" x1="${lit ? 1 : 0}" x2="${lit ? 0 : 1}" y1="0" y2="0">
    <stop offset="0" stop-color="${C.gold2}" stop-opacity=".9"/><stop offset=".25" stop-color="${C.gold2}" stop-opacity=".2"/><stop offset=".45" stop-color="${C.gold2}" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="halo" cx="50%" cy="50%" r="50%">
    <stop offset="0" stop-color="${a2}" stop-opacity=".75"/><stop offset=".5" stop-color="${a2}" stop-opacity=".25"/><stop offset="1" stop-color="${a2}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="tableFelt" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#1a6b4d"/><stop offset=".4" stop-color="#0f3d2e"/><stop offset="1" stop-color="#061a13"/>
  </linearGradient>
  <pattern id="suitTile" width="90" height="90" patternUnits="userSpaceOnUse" patternTransform="rotate(${p.tileRot || 0})">
    ${suit(p.suit, 22, 22, 16, '#ffffff')}${suit(p.suit, 67, 67, 16, '#ffffff')}
  </pattern>`;
}

/** Outer silhouette of a chin-length bob (open path, jaw-left -> jaw-right). */
function bobOuter(hx, hy, rx, ry) {
  return `M${hx - rx - 18},${hy + ry * 0.72} C${hx - rx - 30},${hy - ry * 0.2} ${hx - rx - 24},${hy - ry - 26} ${hx},${hy - ry - 26}
    C${hx + rx + 24},${hy - ry - 26} ${hx + rx + 30},${hy - ry * 0.2} ${hx + rx + 18},${hy + ry * 0.72}`;
}

/** A faceless head: round cranium tapering to a soft jaw and chin. */
function headPath(hx, hy, rx, ry) {
  const side = (sg) =>
    `C${f(hx + sg * rx * 0.58)},${f(hy - ry)} ${f(hx + sg * rx)},${f(hy - ry * 0.62)} ${f(hx + sg * rx)},${f(hy - ry * 0.12)}
     C${f(hx + sg * rx)},${f(hy + ry * 0.3)} ${f(hx + sg * rx * 0.9)},${f(hy + ry * 0.52)} ${f(hx + sg * rx * 0.72)},${f(hy + ry * 0.72)}
     C${f(hx + sg * rx * 0.5)},${f(hy + ry * 0.94)} ${f(hx + sg * rx * 0.28)},${f(hy + ry)} ${f(hx)},${f(hy + ry)}`;
  // right side top->chin, then left side chin->top (reversed control points)
  return `M${f(hx)},${f(hy - ry)} ${side(1)}
    C${f(hx - rx * 0.28)},${f(hy + ry)} ${f(hx - rx * 0.5)},${f(hy + ry * 0.94)} ${f(hx - rx * 0.72)},${f(hy + ry * 0.72)}
    C${f(hx - rx * 0.9)},${f(hy + ry * 0.52)} ${f(hx - rx)},${f(hy + ry * 0.3)} ${f(hx - rx)},${f(hy - ry * 0.12)}
    C${f(hx - rx)},${f(hy - ry * 0.62)} ${f(hx - rx * 0.58)},${f(hy - ry)} ${f(hx)},${f(hy - ry)} Z`;
}

/** Draws the figure with rim lights; parts supplied by the player spec. */
function figure(p) {
  const cx = p.cx || 400;
  const fig = p.fig;
  const stroke = (d, w = 4) =>
    `<path d="${d}" fill="none" stroke="url(#rim)" stroke-width="${w}"/><path d="${d}" fill="none" stroke="url(#rimGold)" stroke-width="${w * 0.7}"/>`;
  const hx = cx + (fig.headDx || 0);
  const hy = fig.hy || 385;
  const hrx = fig.hrx || 86;
  const hry = fig.hry || 106;
  fig.sy = hy + hry + (fig.neckLen ?? 78);
  const torso = torsoPath(cx + (fig.bodyDx || 0), fig.sy, fig.w, {
    neck: hrx * 0.47,
    neckTop: hy + hry * 0.5,
    ...(fig.torso || {}),
  });
  const head = headPath(hx, hy, hrx, hry);
  const tilt = fig.tilt || 0;
  let s = '';
  // soft cast shadow of the whole figure on the backdrop
  s += `<g transform="translate(${p.light === 'left' ? 26 : -26},14)" opacity=".55" filter="url(#b24)"><path d="${torso}" fill="#000"/><path d="${head}" fill="#000" transform="rotate(${tilt},${hx},500)"/></g>`;
  s += fig.behind ? fig.behind(hx, hy, hrx, hry) : '';
  s += `<path d="${torso}" fill="url(#bodyFill)"/>`;
  s += fig.clothes ? fig.clothes(cx + (fig.bodyDx || 0), fig.sy) : '';
  s += stroke(torso, 4);
  s += `<g transform="rotate(${tilt},${hx},500)">`;
  s += fig.behindHead ? fig.behindHead(hx, hy, hrx, hry) : '';
  if (fig.ears !== false)
    for (const sg of [-1, 1])
      s += `<ellipse cx="${f(hx + sg * hrx * 0.97)}" cy="${f(hy + hry * 0.05)}" rx="${f(hrx * 0.15)}" ry="${f(hry * 0.22)}" fill="${sg === (p.light === 'left' ? -1 : 1) ? '#24322c' : '#0b100e'}" stroke="url(#rim)" stroke-width="2.5"/>`;
  s += `<path d="${head}" fill="url(#headFill)"/>`;
  // faceted planes: a faceless, sculpted bust
  const sgn = p.light === 'left' ? -1 : 1;
  s += `<clipPath id="hc"><path d="${head}"/></clipPath><g clip-path="url(#hc)">
      <path d="M${f(hx + sgn * hrx * 1.1)},${f(hy - hry)} L${f(hx + sgn * hrx * 0.15)},${f(hy - hry * 0.15)} L${f(hx + sgn * hrx * 0.3)},${f(hy + hry * 0.55)} L${f(hx + sgn * hrx * 1.1)},${f(hy + hry)} Z" fill="#fff" opacity=".05"/>
      <path d="M${f(hx + sgn * hrx * 0.15)},${f(hy - hry * 0.15)} L${f(hx + sgn * hrx * 0.3)},${f(hy + hry * 0.55)} L${f(hx - sgn * hrx * 0.3)},${f(hy + hry * 1.1)} L${f(hx - sgn * hrx * 0.2)},${f(hy + hry * 0.2)} Z" fill="#fff" opacity=".025"/>
      <ellipse cx="${f(hx - sgn * hrx * 0.2)}" cy="${f(hy + hry * 0.95)}" rx="${f(hrx)}" ry="${f(hry * 0.45)}" fill="#000" opacity=".35" filter="url(#b14)"/>
    </g>`;
  s += stroke(head, 4);
  s += fig.hair ? fig.hair(hx, hy, hrx, hry) : '';
  s += fig.hairRim ? fig.hairRim(hx, hy, hrx, hry, stroke) : '';
  s += fig.front ? fig.front(hx, hy, hrx, hry) : '';
  s += `</g>`;
  s += fig.over ? fig.over(cx, fig.sy) : '';
  return s;
}

function portraitSvg(p) {
  const W = CW;
  const H = CH;
  const idxCol = p.indexCol || C.gold2;
  const corner = (rot) => `<g transform="rotate(${rot},400,500)">
     <text x="96" y="132" font-family="serif" font-weight="bold" font-size="66" text-anchor="middle" fill="${idxCol}" stroke="#000" stroke-opacity=".25" stroke-width="1">${p.rank}</text>
     ${suit(p.suit, 96, 178, 46, idxCol)}
   </g>`;
  // table in front of the player
  const tableTop = p.tableY || 800;
  const table = `
    <path d="M20,${tableTop + 24} Q400,${tableTop - 30} 780,${tableTop + 24} L780,1000 L20,1000 Z" fill="url(#tableFelt)"/>
    <path d="M20,${tableTop + 24} Q400,${tableTop - 30} 780,${tableTop + 24}" fill="none" stroke="#050807" stroke-width="30"/>
    <path d="M20,${tableTop + 12} Q400,${tableTop - 42} 780,${tableTop + 12}" fill="none" stroke="url(#goldEdge)" stroke-width="3" opacity=".9"/>
    <path d="M20,${tableTop + 40} Q400,${tableTop - 14} 780,${tableTop + 40}" fill="none" stroke="${C.gold}" stroke-width="1.4" opacity=".5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${commonDefs()}${portraitDefs(p)}</defs>
  <rect width="${W}" height="${H}" fill="${C.ink}"/>
  <rect x="14" y="14" width="772" height="972" rx="44" fill="url(#frame)"/>
  <rect x="24" y="24" width="752" height="952" rx="38" fill="#050806"/>
  <g clip-path="url(#cardClip)">
    <rect width="${W}" height="${H}" fill="url(#feltBg)"/>
    <rect width="${W}" height="${H}" fill="url(#suitTile)" opacity=".045"/>
    ${p.backdrop()}
    <ellipse cx="${(p.cx || 400) + (p.fig.headDx || 0)}" cy="${(p.fig.hy || 385) + 40}" rx="300" ry="330" fill="url(#halo)"/>
    ${figure(p)}
    ${table}
    ${p.tableItems()}
    ${finish(W, H, { grain: 0.09, vignette: 0.75 })}
  </g>
  <rect x="50" y="50" width="700" height="900" rx="22" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="1.5"/>
  ${corner(0)}${corner(180)}
</svg>`;
}

/* --- the six home-page players ------------------------------------- */

const NO_RED = '#ba0c2f';

const CAST = [
  {
    slug: 'ingrid-solberg',
    rank: 'Q',
    suit: 'S',
    accent: ['#e9c46a', '#2a55c9'],
    light: 'left',
    feltHi: '#1b4a5e',
    feltMid: '#0c2a35',
    indexCol: '#f1d98a',
    tileRot: 0,
    backdrop: () => `
      ${suit('S', 400, 455, 760, '#0a1e3d', 'opacity=".95"')}
      ${suit('S', 400, 455, 760, 'none', `stroke="${NO_RED}" stroke-width="1.6" stroke-opacity=".9"`)}
      ${suit('S', 400, 455, 800, 'none', `stroke="${C.gold}" stroke-width=".8" stroke-opacity=".6"`)}
      <path d="M40,700 L760,300" stroke="#fff" stroke-opacity=".04" stroke-width="90"/>
      ${dust(800, 1000, 60, 3, { area: [60, 80, 740, 700], col: '#dfe8ff', op: 0.35, max: 1.8 })}`,
    fig: {
      w: 470,
      hy: 378,
      hrx: 80,
      hry: 102,
      tilt: -4,
      torso: { l: 6, r: -4 },
      behind: (hx, hy) => `
        <path d="M${hx - 104},${hy - 10} C${hx - 120},${hy - 150} ${hx + 120},${hy - 150} ${hx + 104},${hy - 10}
                 C${hx + 112},${hy + 120} ${hx + 140},${hy + 230} ${hx + 120},${hy + 300}
                 L${hx - 120},${hy + 300} C${hx - 140},${hy + 230} ${hx - 112},${hy + 120} ${hx - 104},${hy - 10} Z" fill="url(#hairFill)"/>
        <path d="M${hx - 104},${hy - 10} C${hx - 112},${hy + 120} ${hx - 140},${hy + 230} ${hx - 120},${hy + 300}" fill="none" stroke="url(#rim)" stroke-width="4"/>`,
      ears: false,
      hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 10},${hy + 40} C${hx - rx - 22},${hy - ry - 10} ${hx + rx + 26},${hy - ry - 34} ${hx + rx + 12},${hy + 30}
                 C${hx + rx - 6},${hy - 20} ${hx + rx * 0.4},${hy - ry * 0.5} ${hx - rx * 0.1},${hy - ry * 0.62}
                 C${hx - rx * 0.5},${hy - ry * 0.55} ${hx - rx * 0.85},${hy - ry * 0.1} ${hx - rx - 10},${hy + 40} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke-linecap="round">
          <path d="M${hx - rx * 0.1},${hy - ry * 0.62} C${hx + rx * 0.4},${hy - ry * 0.5} ${hx + rx - 6},${hy - 20} ${hx + rx + 12},${hy + 30}" stroke="#9fb6ff" stroke-opacity=".35" stroke-width="2"/>
          <path d="M${hx - rx * 0.6},${hy - ry * 0.9} C${hx - rx * 0.1},${hy - ry * 1.02} ${hx + rx * 0.6},${hy - ry * 0.8} ${hx + rx * 0.95},${hy - 10}" stroke="${C.gold2}" stroke-opacity=".35" stroke-width="1.5"/>
          <path d="M${hx - rx * 0.8},${hy - ry * 0.6} C${hx - rx * 0.3},${hy - ry * 0.95} ${hx + rx * 0.4},${hy - ry * 0.85} ${hx + rx * 0.85},${hy - ry * 0.2}" stroke="${C.gold2}" stroke-opacity=".25" stroke-width="1.2"/>
        </g>`,
      hairRim: (hx, hy, rx, ry, stroke) =>
        stroke(
          `M${hx - rx - 10},${hy + 40} C${hx - rx - 22},${hy - ry - 10} ${hx + rx + 26},${hy - ry - 34} ${hx + rx + 12},${hy + 30}`,
          3.5,
        ),
      front: (hx, hy, rx, ry) => `
        <g transform="translate(${hx + 6},${hy - ry - 46}) rotate(-6)">
          <path d="M-46,22 L-54,-18 L-26,4 L0,-30 L26,4 L54,-18 L46,22 Z" fill="url(#goldGrad)" opacity=".95"/>
          <rect x="-46" y="22" width="92" height="9" rx="2" fill="url(#goldGrad)"/>
          <circle cx="0" cy="-33" r="5" fill="#f6e27a"/><circle cx="-55" cy="-21" r="4" fill="#f6e27a"/><circle cx="55" cy="-21" r="4" fill="#f6e27a"/>
          ${suit('S', 0, 12, 16, '#0a1e3d')}
        </g>
        <ellipse cx="${hx + 6}" cy="${hy - ry - 40}" rx="90" ry="50" fill="#f6e27a" opacity=".18" filter="url(#b24)"/>`,
      clothes: (cx, sy) => `
        <path d="M${cx - 30},${sy - 40} L${cx},${sy + 130} L${cx + 30},${sy - 40}" fill="#0a0f0d" stroke="${C.gold}" stroke-opacity=".35" stroke-width="2"/>
        <path d="M${cx - 34},${sy - 38} L${cx - 150},${sy + 40} L${cx - 60},${sy + 90} L${cx - 8},${sy + 200}" fill="none" stroke="#3a4a66" stroke-opacity=".7" stroke-width="3"/>
        <path d="M${cx + 34},${sy - 38} L${cx + 150},${sy + 40} L${cx + 60},${sy + 90} L${cx + 8},${sy + 200}" fill="none" stroke="#000" stroke-opacity=".6" stroke-width="3"/>
        ${suit('S', cx - 112, sy + 90, 30, 'url(#goldGrad)')}`,
    },
    tableItems: () => `
      ${chipStack(170, 930, 58, 16, ['#0d2a6b', '#0d2a6b', '#f1ece0', NO_RED], { seed: 3, k: 0.3, h: 12 })}
      ${chipStack(290, 912, 50, 11, [NO_RED, '#f1ece0'], { seed: 4, k: 0.3, h: 11 })}
      ${chipStack(592, 940, 56, 12, ['#f1ece0', '#0d2a6b'], { seed: 5, k: 0.3, h: 12, topMark: 'S' })}
      ${tableCard(420, 910, 88, 124, -12, 0.38, { rank: 'Q', s: 'S' })}
      ${tableCard(482, 915, 88, 124, 8, 0.38, { rank: 'A', s: 'S' })}`,
  },
  {
    slug: 'dante-okonkwo',
    rank: 'K',
    suit: 'C',
    accent: ['#33c17a', '#0f8a55'],
    light: 'right',
    feltHi: '#16624a',
    feltMid: '#0d3829',
    tileRot: 15,
    backdrop: () => {
      // a geometer's construction: circles, tangents and a golden spiral-ish arc set
      let g = `<g fill="none" stroke="${C.gold}" stroke-opacity=".22" stroke-width="1.5">`;
      g += `<circle cx="400" cy="420" r="300"/><circle cx="400" cy="420" r="220"/><circle cx="190" cy="260" r="150"/><circle cx="610" cy="260" r="150"/>`;
      g += `<path d="M90,720 L400,120 L710,720 Z"/><path d="M400,120 L400,720"/><path d="M90,720 L610,260 M710,720 L190,260"/>`;
      g += `<path d="M400,420 m-300,0 a300,300 0 0,1 600,0" stroke-dasharray="6 10"/>`;
      g += `</g>`;
      g += `<g fill="${C.gold2}" opacity=".5">${[
        [400, 120],
        [90, 720],
        [710, 720],
        [190, 260],
        [610, 260],
        [400, 420],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`)
        .join('')}</g>`;
      g += suit('C', 640, 300, 260, '#0c6b41', 'opacity=".35"');
      g += `<rect x="560" y="30" width="120" height="940" fill="#fff" opacity=".035"/><rect x="120" y="30" width="120" height="940" fill="#0f8a55" opacity=".06"/>`;
      return g;
    },
    fig: {
      w: 560,
      hy: 372,
      hrx: 84,
      hry: 104,
      tilt: 3,
      torso: { l: 0, r: 0 },
      hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx + 2},${hy - 30} C${hx - rx + 6},${hy - ry - 10} ${hx + rx - 6},${hy - ry - 10} ${hx + rx - 2},${hy - 30}
                 C${hx + 50},${hy - 70} ${hx - 50},${hy - 70} ${hx - rx + 2},${hy - 30} Z" fill="#070a09" opacity=".9"/>`,
      front: (hx, hy) => `
        <g fill="none" stroke="${C.gold2}" stroke-width="4" opacity=".9">
          <rect x="${hx - 72}" y="${hy - 6}" width="58" height="40" rx="12"/>
          <rect x="${hx + 14}" y="${hy - 6}" width="58" height="40" rx="12"/>
          <path d="M${hx - 14},${hy + 8} Q${hx},${hy} ${hx + 14},${hy + 8}"/>
          <path d="M${hx - 72},${hy + 6} L${hx - 86},${hy}"/><path d="M${hx + 72},${hy + 6} L${hx + 86},${hy}"/>
        </g>
        <path d="M${hx + 24},${hy + 26} L${hx + 50},${hy - 2}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
        <path d="M${hx - 62},${hy + 26} L${hx - 36},${hy - 2}" stroke="#fff" stroke-opacity=".2" stroke-width="3"/>`,
      clothes: (cx, sy) => `
        <path d="M${cx - 40},${sy - 40} L${cx},${sy + 70} L${cx + 40},${sy - 40} L${cx + 28},${sy - 50} L${cx},${sy - 20} L${cx - 28},${sy - 50} Z" fill="#d9d3c2" opacity=".85"/>
        <path d="M${cx - 12},${sy - 20} L${cx + 12},${sy - 20} L${cx + 18},${sy + 130} L${cx},${sy + 160} L${cx - 18},${sy + 130} Z" fill="#0f8a55"/>
        <path d="M${cx - 12},${sy - 20} L${cx + 12},${sy - 20} L${cx + 8},${sy} L${cx - 8},${sy} Z" fill="#0a5e39"/>
        <path d="M${cx - 44},${sy - 42} L${cx - 140},${sy + 30} L${cx - 86},${sy + 80} L${cx - 20},${sy + 260} L${cx - 2},${sy + 80}" fill="#101714" stroke="#33c17a" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 44},${sy - 42} L${cx + 140},${sy + 30} L${cx + 86},${sy + 80} L${cx + 20},${sy + 260} L${cx + 2},${sy + 80}" fill="#0c1210" stroke="#33c17a" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 108},${sy + 120} l30,0 l-4,22 l-22,0 z" fill="#f1ece0" opacity=".75"/>`,
    },
    tableItems: () => `
      ${chipStack(120, 940, 48, 9, ['#0f8a55', '#f1ece0'], { seed: 7, k: 0.3, h: 11 })}
      ${chipStack(220, 925, 48, 12, ['#f1ece0', '#0f8a55'], { seed: 8, k: 0.3, h: 11 })}
      ${chipStack(320, 915, 48, 14, ['#0f8a55', '#0f8a55', '#d4af37'], { seed: 9, k: 0.3, h: 11 })}
      ${chipStack(600, 945, 50, 10, ['#d4af37', '#0b0f0d'], { seed: 10, k: 0.3, h: 11, edge: '#0b0f0d', topMark: 'C' })}
      ${tableCard(452, 905, 88, 124, 10, 0.38, { back: true })}
      ${tableCard(490, 900, 88, 124, 18, 0.38, { back: true })}
      ${chipStack(474, 912, 30, 1, '#d4af37', { seed: 1, k: 0.38, h: 7, edge: '#0b0f0d', topMark: 'C' })}`,
  },
  {
    slug: 'mateo-ferreira',
    rank: 'J',
    suit: 'D',
    accent: ['#ffd83a', '#1e4fd1'],
    light: 'left',
    feltHi: '#17804f',
    feltMid: '#0c4a2e',
    tileRot: 30,
    backdrop: () => `
      <path d="M400,70 L770,470 L400,870 L30,470 Z" fill="url(#mDiamond)" opacity=".5"/>
      <path d="M400,120 L724,470 L400,820 L76,470 Z" fill="none" stroke="#ffd83a" stroke-opacity=".5" stroke-width="3"/>
      <path d="M400,165 L680,470 L400,775 L120,470 Z" fill="none" stroke="#ffd83a" stroke-opacity=".22" stroke-width="1.5"/>
      <circle cx="392" cy="420" r="250" fill="url(#mDisc)"/>
      <g fill="none" stroke="#ffd83a" stroke-linecap="round">
        <path d="M70,300 C200,180 330,160 470,200" stroke-opacity=".35" stroke-width="3"/>
        <path d="M90,340 C220,230 340,210 470,245" stroke-opacity=".18" stroke-width="2"/>
        <path d="M730,640 C640,760 520,800 380,780" stroke-opacity=".3" stroke-width="3"/>
      </g>
      ${dust(800, 1000, 40, 13, { area: [120, 150, 680, 720], col: '#fff4b0', op: 0.35, max: 2 })}
      <defs>
        <radialGradient id="mDiamond" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffd83a"/><stop offset="1" stop-color="#c99a00" stop-opacity=".5"/></radialGradient>
        <radialGradient id="mDisc" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#2a5fe0" stop-opacity=".8"/><stop offset=".7" stop-color="#1a3fae" stop-opacity=".55"/><stop offset="1" stop-color="#0b2470" stop-opacity="0"/></radialGradient>
      </defs>`,
    fig: {
      w: 500,
      hy: 392,
      hrx: 84,
      hry: 102,
      tilt: -8,
      headDx: -8,
      bodyDx: 6,
      torso: { l: 16, r: -10 },
      behindHead: (hx, hy, rx, ry) => {
        // curly hair: a cloud of discs
        const R = rng(21);
        let s = '';
        for (let i = 0; i < 26; i++) {
          const a = rad(-180 + (i / 25) * 180);
          const rr = 0.95 + R() * 0.12;
          s += `<circle cx="${f(hx + Math.cos(a) * rx * rr)}" cy="${f(hy - 24 + Math.sin(a) * ry * rr)}" r="${f(22 + R() * 10)}" fill="#0b100e"/>`;
        }
        return s;
      },
      ears: false,
      hair: (hx, hy, rx, ry) => {
        // a cap of curls with a scalloped hairline
        const y0 = hy - ry * 0.28;
        const n = 7;
        const x0 = hx - rx * 0.97;
        const x1 = hx + rx * 0.97;
        const step = (x1 - x0) / n;
        let d = `M${f(x0)},${f(y0)} C${f(hx - rx * 1.05)},${f(hy - ry * 1.25)} ${f(hx + rx * 1.05)},${f(hy - ry * 1.25)} ${f(x1)},${f(y0)}`;
        for (let i = 0; i < n; i++)
          d += ` A${f(step / 2)},${f(step / 2.2)} 0 0 1 ${f(x1 - (i + 1) * step)},${f(y0 + (i % 2 ? 4 : -6))}`;
        const R = rng(22);
        let curls = '';
        for (let i = 0; i < 14; i++) {
          const x = hx + (R() - 0.5) * rx * 1.5;
          const y = hy - ry * (0.45 + R() * 0.45);
          curls += `<path d="M${f(x - 9)},${f(y)} a9,9 0 1 1 ${f(14)},${f(6)}" fill="none" stroke="#ffd83a" stroke-opacity="${f(0.05 + R() * 0.08)}" stroke-width="1.4"/>`;
        }
        return `<path d="${d} Z" fill="url(#hairFill)"/>${curls}`;
      },
      front: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 14},${hy - 10} C${hx - rx - 10},${hy - ry - 60} ${hx + rx + 10},${hy - ry - 60} ${hx + rx + 14},${hy - 10}" fill="none" stroke="#111" stroke-width="14"/>
        <path d="M${hx - rx - 14},${hy - 10} C${hx - rx - 10},${hy - ry - 60} ${hx + rx + 10},${hy - ry - 60} ${hx + rx + 14},${hy - 10}" fill="none" stroke="#ffd83a" stroke-opacity=".6" stroke-width="2.5"/>
        <rect x="${hx - rx - 30}" y="${hy - 24}" width="36" height="62" rx="16" fill="#151c19" stroke="#ffd83a" stroke-width="2.5"/>
        <rect x="${hx + rx - 6}" y="${hy - 24}" width="36" height="62" rx="16" fill="#0c110f" stroke="#ffd83a" stroke-opacity=".6" stroke-width="2"/>
        <path d="M${hx - rx - 14},${hy + 30} Q${hx - rx + 6},${hy + 92} ${hx - 16},${hy + 78}" fill="none" stroke="#151c19" stroke-width="7"/>
        <circle cx="${hx - 16}" cy="${hy + 78}" r="8" fill="#1e4fd1" stroke="#ffd83a" stroke-width="2"/>`,
      clothes: (cx, sy) => `
        <path d="M${cx - 36},${sy - 40} L${cx - 4},${sy + 110} L${cx + 30},${sy - 40}" fill="#2a3a33" opacity=".8"/>
        <path d="M${cx - 38},${sy - 44} L${cx - 80},${sy + 10} L${cx - 4},${sy + 110} Z" fill="#0d5c36" stroke="#ffd83a" stroke-opacity=".5" stroke-width="2"/>
        <path d="M${cx + 32},${sy - 44} L${cx + 74},${sy + 10} L${cx - 4},${sy + 110} Z" fill="#093f25" stroke="#ffd83a" stroke-opacity=".35" stroke-width="2"/>
`,
    },
    tableItems: () => `
      ${chipStack(150, 925, 50, 9, ['#ffd83a', '#0d7a45'], { seed: 11, k: 0.3, h: 11, lean: 1.6, jitter: 0.1 })}
      ${chipStack(250, 935, 50, 6, ['#1e4fd1', '#f1ece0'], { seed: 12, k: 0.3, h: 11, lean: -1.5, jitter: 0.12 })}
      ${chipStack(596, 930, 54, 13, ['#0d7a45', '#ffd83a', '#0d7a45'], { seed: 13, k: 0.3, h: 11, lean: -1.2, jitter: 0.1, topMark: 'D', edge: '#fff6cf' })}
      <g transform="translate(330,935) scale(1,.3)">${chipTop(0, 0, 40, '#ffd83a', { mark: 'D', markCol: '#0d7a45', edge: '#0d7a45' })}</g>
      ${tableCard(430, 905, 88, 124, -20, 0.38, { rank: 'J', s: 'D' })}
      ${tableCard(488, 918, 88, 124, 14, 0.38, { back: true })}`,
  },
  {
    slug: 'hiroshi-tanabe',
    rank: 'A',
    suit: 'H',
    accent: ['#ff5a6e', '#bc002d'],
    light: 'right',
    feltHi: '#163f33',
    feltMid: '#0c241d',
    indexCol: '#f3e3b0',
    tileRot: 0,
    backdrop: () => `
      <circle cx="400" cy="400" r="250" fill="#bc002d"/>
      <circle cx="400" cy="400" r="250" fill="url(#chipShade)" opacity=".6"/>
      <g fill="none" stroke="${C.gold}" stroke-width="1.4">
        <circle cx="400" cy="400" r="282" stroke-opacity=".5"/>
        <circle cx="400" cy="400" r="318" stroke-opacity=".3"/>
        <circle cx="400" cy="400" r="356" stroke-opacity=".16"/>
      </g>
      <g fill="none" stroke="#f3e3b0" stroke-opacity=".07" stroke-width="2">
        ${Array.from({ length: 7 }, (_, i) => `<path d="M30,${760 + i * 26} Q215,${730 + i * 26} 400,${760 + i * 26} T770,${760 + i * 26}"/>`).join('')}
      </g>`,
    fig: {
      w: 440,
      hy: 382,
      hrx: 78,
      hry: 98,
      tilt: 0,
      torso: { l: 0, r: 0 },
      clothes: (cx, sy) => `
        <path d="M${cx - 36},${sy - 60} C${cx - 42},${sy} ${cx - 20},${sy + 60} ${cx + 6},${sy + 110} L${cx + 40},${sy + 60} C${cx + 20},${sy + 20} ${cx + 20},${sy - 20} ${cx + 30},${sy - 60} Z" fill="#e9dcc0" opacity=".5"/>
        <path d="M${cx - 40},${sy - 58} C${cx - 46},${sy} ${cx - 20},${sy + 70} ${cx + 16},${sy + 118}" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="38"/>
        <path d="M${cx - 40},${sy - 58} C${cx - 46},${sy} ${cx - 20},${sy + 70} ${cx + 16},${sy + 118}" fill="none" stroke="#1d2824" stroke-width="34"/>
        <path d="M${cx + 42},${sy - 58} C${cx + 50},${sy + 10} ${cx + 10},${sy + 110} ${cx - 120},${sy + 330}" fill="none" stroke="${C.gold}" stroke-opacity=".8" stroke-width="38"/>
        <path d="M${cx + 42},${sy - 58} C${cx + 50},${sy + 10} ${cx + 10},${sy + 110} ${cx - 120},${sy + 330}" fill="none" stroke="#27352f" stroke-width="34"/>
        <path d="M${cx + 58},${sy - 50} C${cx + 66},${sy + 16} ${cx + 26},${sy + 116} ${cx - 104},${sy + 336}" fill="none" stroke="#ff5a6e" stroke-opacity=".35" stroke-width="2"/>
        <path d="M${cx - 150},${sy + 60} Q${cx - 130},${sy + 160} ${cx - 160},${sy + 260}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/>
        <path d="M${cx + 150},${sy + 60} Q${cx + 130},${sy + 160} ${cx + 160},${sy + 260}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="5"/>`,
      front: (hx, hy) =>
        `<ellipse cx="${hx + 30}" cy="${hy - 62}" rx="28" ry="14" fill="#fff" opacity=".08" transform="rotate(25,${hx + 30},${hy - 62})"/>`,
    },
    tableItems: () => `
      ${chipStack(200, 930, 56, 20, ['#f1ece0', '#f1ece0', '#bc002d'], { seed: 15, k: 0.3, h: 11, jitter: 0.01, edge: '#bc002d' })}
      ${chipStack(588, 940, 56, 7, ['#141816', '#bc002d'], { seed: 16, k: 0.3, h: 11, jitter: 0.01, topMark: 'H', edge: '#f1ece0' })}
      ${tableCard(400, 905, 88, 124, 0, 0.38, { back: true })}
      ${tableCard(412, 898, 88, 124, 0, 0.38, { back: true })}`,
  },
  {
    slug: 'chloe-marchand',
    rank: '10',
    suit: 'H',
    accent: ['#7fb0ff', '#ef4135'],
    light: 'left',
    feltHi: '#18434e',
    feltMid: '#0c2630',
    tileRot: 45,
    backdrop: () => {
      // a 13x13 hand-range matrix, as in a solver read-out
      const R = rng(31);
      const n = 13;
      const size = 36;
      const x0 = 400 - (n * size) / 2;
      const y0 = 130;
      let g = `<g opacity=".75">`;
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          const d = Math.abs(i - j);
          const strength = Math.max(0, 1 - (i + j) / 18 + (i === j ? 0.4 : 0) - R() * 0.25);
          const col =
            strength > 0.55 ? '#ef4135' : strength > 0.3 ? '#3a6fd8' : strength > 0.12 ? '#9bb7e8' : '#1b2f3a';
          const op = strength > 0.12 ? 0.25 + strength * 0.45 : 0.35;
          g += `<rect x="${x0 + j * size + 2}" y="${y0 + i * size + 2}" width="${size - 4}" height="${size - 4}" rx="3" fill="${col}" opacity="${f(op)}"${d === 0 ? ' stroke="#fff" stroke-opacity=".35"' : ''}/>`;
        }
      g += `</g>`;
      g += `<path d="M${x0 - 10},${y0 - 10} h${n * size + 20} v${n * size + 20} h-${n * size + 20} Z" fill="none" stroke="${C.gold}" stroke-opacity=".45" stroke-width="1.5"/>`;
      g += `<rect x="30" y="30" width="90" height="940" fill="#0055a4" opacity=".22"/><rect x="680" y="30" width="90" height="940" fill="#ef4135" opacity=".16"/>`;
      return g;
    },
    fig: {
      w: 420,
      hy: 396,
      hrx: 76,
      hry: 98,
      tilt: 6,
      headDx: 4,
      torso: { l: -4, r: 8, neck: 32 },
      ears: false,
      behindHead: (hx, hy, rx, ry) =>
        `<path d="${bobOuter(hx, hy, rx, ry)} Q${hx},${hy + ry * 0.86} ${hx - rx - 18},${hy + ry * 0.72} Z" fill="url(#hairFill)"/>`,
      hair: (hx, hy, rx, ry) => `
        <path d="${bobOuter(hx, hy, rx, ry)}
                 L${hx + rx * 0.74},${hy + ry * 0.66} C${hx + rx * 0.88},${hy + ry * 0.2} ${hx + rx * 0.88},${hy - ry * 0.1} ${hx + rx * 0.72},${hy - ry * 0.3}
                 C${hx + rx * 0.3},${hy - ry * 0.2} ${hx - rx * 0.2},${hy - ry * 0.28} ${hx - rx * 0.62},${hy - ry * 0.42}
                 C${hx - rx * 0.88},${hy - ry * 0.1} ${hx - rx * 0.88},${hy + ry * 0.2} ${hx - rx * 0.74},${hy + ry * 0.66} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke-linecap="round">
          <path d="M${hx + rx * 0.72},${hy - ry * 0.3} C${hx + rx * 0.3},${hy - ry * 0.2} ${hx - rx * 0.2},${hy - ry * 0.28} ${hx - rx * 0.62},${hy - ry * 0.42}" stroke="#7fb0ff" stroke-opacity=".4" stroke-width="2"/>
          <path d="M${hx - rx * 0.5},${hy - ry * 0.95} C${hx - rx * 0.9},${hy - ry * 0.6} ${hx - rx - 10},${hy} ${hx - rx - 8},${hy + ry * 0.6}" stroke="#7fb0ff" stroke-opacity=".3" stroke-width="1.5"/>
          <path d="M${hx + rx * 0.2},${hy - ry - 10} C${hx + rx * 0.8},${hy - ry * 0.8} ${hx + rx + 8},${hy - ry * 0.2} ${hx + rx + 6},${hy + ry * 0.5}" stroke="${C.gold2}" stroke-opacity=".2" stroke-width="1.5"/>
        </g>`,
      hairRim: (hx, hy, rx, ry, stroke) => stroke(bobOuter(hx, hy, rx, ry), 3.5),
      clothes: (cx, sy) => `
        <path d="M${cx - 42},${sy - 76} L${cx + 42},${sy - 76} L${cx + 52},${sy - 20} Q${cx},${sy - 2} ${cx - 52},${sy - 20} Z" fill="#17212a" stroke="#7fb0ff" stroke-opacity=".35" stroke-width="2"/>
        ${Array.from({ length: 4 }, (_, i) => `<path d="M${cx - 46},${sy - 64 + i * 14} Q${cx},${sy - 54 + i * 14} ${cx + 46},${sy - 64 + i * 14}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`).join('')}
        <circle cx="${cx}" cy="${sy + 90}" r="14" fill="none" stroke="${C.gold2}" stroke-width="2.5"/>
        <path d="M${cx},${sy - 8} L${cx},${sy + 76}" stroke="${C.gold2}" stroke-width="1.5" opacity=".7"/>
        ${suit('H', cx, sy + 90, 13, '#ef4135')}`,
    },
    tableItems: () => `
      ${chipStack(130, 930, 46, 10, ['#0055a4', '#f1ece0'], { seed: 17, k: 0.3, h: 11, jitter: 0.005 })}
      ${chipStack(230, 930, 46, 10, ['#f1ece0', '#ef4135'], { seed: 18, k: 0.3, h: 11, jitter: 0.005 })}
      ${chipStack(330, 930, 46, 10, ['#ef4135', '#0055a4'], { seed: 19, k: 0.3, h: 11, jitter: 0.005 })}
      ${tableCard(470, 905, 88, 124, -6, 0.38, { rank: '10', s: 'H' })}
      ${tableCard(560, 905, 88, 124, 6, 0.38, { rank: '9', s: 'H' })}`,
  },
  {
    slug: 'tanner-voss',
    rank: '7',
    suit: 'C',
    accent: ['#4cc9ff', '#2f6bff'],
    light: 'right',
    feltHi: '#14323f',
    feltMid: '#0a1c25',
    indexCol: '#e9c46a',
    tileRot: 10,
    backdrop: () => {
      const bolt = (x, y, s, rot, col, op) =>
        `<path transform="translate(${x},${y}) rotate(${rot}) scale(${s})" d="M10,-60 L-22,6 L2,6 L-12,60 L26,-14 L2,-14 L18,-60 Z" fill="${col}" opacity="${op}"/>`;
      let g = '';
      g += `<g opacity=".1" transform="rotate(-14,400,500)">${Array.from({ length: 9 }, (_, i) => `<rect x="-200" y="${40 + i * 120}" width="1200" height="34" fill="#d62839"/>`).join('')}</g>`;
      const R = rng(41);
      g += `<g opacity=".35">${Array.from({ length: 14 }, () => star(60 + R() * 300, 70 + R() * 260, 4 + R() * 6, '#dfe9ff')).join('')}</g>`;
      g += `<path d="M640,40 L560,260 L640,250 L520,520 L600,500 L470,760" fill="none" stroke="#4cc9ff" stroke-width="22" opacity=".35" filter="url(#b14)"/>`;
      g += `<path d="M640,40 L560,260 L640,250 L520,520 L600,500 L470,760" fill="none" stroke="#cfeeff" stroke-width="4" opacity=".9"/>`;
      g += `<path d="M560,260 L470,330 L480,380" fill="none" stroke="#9ad9ff" stroke-width="2" opacity=".7"/>`;
      g += bolt(150, 560, 1.6, 12, '#4cc9ff', 0.2);
      g += `<g fill="none" stroke="#4cc9ff" stroke-opacity=".12">${Array.from({ length: 14 }, (_, i) => `<path d="M30,${420 + i * 30} H770"/>`).join('')}</g>`;
      return g;
    },
    fig: {
      w: 520,
      hy: 402,
      hrx: 80,
      hry: 100,
      tilt: 5,
      headDx: 10,
      bodyDx: -4,
      torso: { l: -10, r: 10, neck: 62 },
      ears: false,
      behindHead: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96} Q${hx},${hy + ry + 150} ${hx - rx - 58},${hy + ry + 96} Z" fill="url(#bodyFill)"/>
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96}" fill="none" stroke="url(#rim)" stroke-width="5"/>
        <path d="M${hx - rx - 58},${hy + ry + 96} C${hx - rx - 80},${hy - 20} ${hx - rx - 10},${hy - ry - 58} ${hx},${hy - ry - 58}
                 C${hx + rx + 10},${hy - ry - 58} ${hx + rx + 80},${hy - 20} ${hx + rx + 58},${hy + ry + 96}" fill="none" stroke="url(#rimGold)" stroke-width="3"/>`,
      front: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 6},${hy + ry * 0.9} C${hx - rx - 28},${hy - 40} ${hx - rx + 10},${hy - ry - 22} ${hx},${hy - ry - 24}
                 C${hx + rx - 10},${hy - ry - 22} ${hx + rx + 28},${hy - 40} ${hx + rx + 6},${hy + ry * 0.9}
                 L${hx + rx + 44},${hy + ry + 70} C${hx + rx + 62},${hy - 40} ${hx + rx + 10},${hy - ry - 50} ${hx},${hy - ry - 50}
                 C${hx - rx - 10},${hy - ry - 50} ${hx - rx - 62},${hy - 40} ${hx - rx - 44},${hy + ry + 70} Z" fill="#121a17"/>
        <path d="M${hx - rx - 6},${hy + ry * 0.9} C${hx - rx - 28},${hy - 40} ${hx - rx + 10},${hy - ry - 22} ${hx},${hy - ry - 24} C${hx + rx - 10},${hy - ry - 22} ${hx + rx + 28},${hy - 40} ${hx + rx + 6},${hy + ry * 0.9}" fill="none" stroke="#4cc9ff" stroke-opacity=".35" stroke-width="2"/>
        <ellipse cx="${hx}" cy="${hy + 10}" rx="${rx * 0.8}" ry="${ry * 0.9}" fill="#000" opacity=".45" filter="url(#b14)"/>`,
      clothes: (cx, sy) => `
        <path d="M${cx - 40},${sy - 10} L${cx - 48},${sy + 130}" stroke="#cfeeff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round"/>
        <path d="M${cx + 40},${sy - 10} L${cx + 44},${sy + 120}" stroke="#cfeeff" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
        <circle cx="${cx - 48}" cy="${sy + 134}" r="5" fill="#d62839"/><circle cx="${cx + 44}" cy="${sy + 124}" r="5" fill="#d62839"/>
        <path transform="translate(${cx + 120},${sy + 110}) scale(.7)" d="M10,-60 L-22,6 L2,6 L-12,60 L26,-14 L2,-14 L18,-60 Z" fill="#4cc9ff" opacity=".85"/>
        <path d="M${cx - 180},${sy + 40} Q${cx - 200},${sy + 200} ${cx - 150},${sy + 340}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="6"/>`,
    },
    tableItems: () => `
      ${chipStack(170, 935, 50, 5, ['#d62839', '#f1ece0', '#2f6bff'], { seed: 21, k: 0.3, h: 11, jitter: 0.14, lean: 2 })}
      <g transform="translate(270,950) scale(1,.3)">${chipTop(0, 0, 42, '#2f6bff', { rot: 40 })}</g>
      <g transform="translate(320,925) scale(1,.3)">${chipTop(0, 0, 42, '#d62839', { rot: 10 })}</g>
      <g transform="translate(688,948) scale(1,.3)">${chipTop(0, 0, 42, '#f1ece0', { edge: '#2f6bff', rot: 70 })}</g>
      ${chipStack(590, 940, 50, 8, ['#2f6bff', '#f1ece0'], { seed: 22, k: 0.3, h: 11, jitter: 0.1, lean: -1.2, topMark: 'C' })}
      ${tableCard(450, 905, 88, 124, -24, 0.38, { back: true })}
      ${tableCard(488, 920, 88, 124, 30, 0.38, { back: true })}
      <ellipse cx="470" cy="910" rx="120" ry="30" fill="#4cc9ff" opacity=".08" filter="url(#b24)"/>`,
  },
];

/* ------------------------------------------------------------------ */
/* Episode key art (1280x720)                                           */
/* ------------------------------------------------------------------ */

const EW = 1280;
const EH = 720;

function episodeSvg(code, body, o = {}) {
  const { bg = null, grain = 0.08, vignette = 0.9, codeCol = C.gold2, extraDefs = '' } = o;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${EW}" height="${EH}" viewBox="0 0 ${EW} ${EH}">
  <defs>${commonDefs()}
    <radialGradient id="epFelt" cx="${o.lx ?? 50}%" cy="${o.ly ?? 45}%" r="${o.lr ?? 70}%">
      <stop offset="0" stop-color="${o.hi || '#1d7a56'}"/><stop offset=".45" stop-color="${o.mid || C.felt}"/><stop offset="1" stop-color="#040a07"/>
    </radialGradient>
    ${extraDefs}
  </defs>
  ${bg ?? `<rect width="${EW}" height="${EH}" fill="url(#epFelt)"/>`}
  ${body}
  ${finish(EW, EH, { grain, vignette })}
  <g opacity=".8">
    <rect x="${EW - 120}" y="${EH - 58}" width="84" height="30" rx="4" fill="#000" opacity=".35"/>
    <text x="${EW - 78}" y="${EH - 37}" font-family="sans-serif" font-weight="bold" font-size="16" letter-spacing="3" text-anchor="middle" fill="${codeCol}">${code}</text>
  </g>
</svg>`;
}

/** Table rail running across a 3/4 view (far edge of the table). */
function farRail(y, curve = 40) {
  return `
    <path d="M-20,${y} Q640,${y - curve} 1300,${y} L1300,-20 L-20,-20 Z" fill="#030504"/>
    <path d="M-20,${y} Q640,${y - curve} 1300,${y}" fill="none" stroke="#0a0d0c" stroke-width="34"/>
    <path d="M-20,${y + 16} Q640,${y - curve + 16} 1300,${y + 16}" fill="none" stroke="url(#goldEdge)" stroke-width="2.5" opacity=".85"/>
    <path d="M-20,${y - 16} Q640,${y - curve - 16} 1300,${y - 16}" fill="none" stroke="${C.gold}" stroke-width="1" opacity=".35"/>`;
}

/** A betting line / printed felt ellipse for depth. */
function feltLine(cx, cy, rx, ry, op = 0.22) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${C.gold2}" stroke-opacity="${op}" stroke-width="2"/>`;
}

function speedLines(x0, x1, y0, y1, n, seed, _col = C.gold2, op = 0.5) {
  const R = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + R() * (y1 - y0);
    const a = x0 + R() * (x1 - x0) * 0.4;
    const b = a + (x1 - x0) * (0.3 + R() * 0.6);
    s += `<path d="M${f(a)},${f(y)} L${f(b)},${f(y)}" stroke="url(#streak)" stroke-width="${f(1 + R() * 2.5)}" opacity="${f(op * (0.4 + R() * 0.6))}" stroke-linecap="round"/>`;
  }
  return s;
}
const streakDef = (col = C.gold2) =>
  `<linearGradient id="streak" x1="0" x2="1"><stop offset="0" stop-color="${col}" stop-opacity="0"/><stop offset="1" stop-color="${col}" stop-opacity="1"/></linearGradient>`;

const EPISODES = [
  {
    slug: 'ep01-the-beginning',
    code: 'EP01',
    svg: () =>
      episodeSvg(
        'EP01',
        `
        ${pool(700, 360, 520, 260, 0.22)}
        ${feltLine(640, 380, 560, 250, 0.16)}${feltLine(640, 380, 470, 200, 0.1)}
        <!-- the fresh deck -->
        <g transform="translate(330,400) rotate(-8)">
          <rect x="-71" y="-101" width="150" height="210" rx="11" fill="#000" opacity=".6" filter="url(#b14)"/>
          ${Array.from({ length: 14 }, (_, i) => `<rect x="${f(-75 + (14 - i) * 0.9)}" y="${f(-105 + (14 - i) * 1.5)}" width="150" height="210" rx="11" fill="${i % 2 ? '#efe7d2' : '#d9cfb6'}" stroke="#8f856c" stroke-width=".6"/>`).join('')}
          ${card(150, 210, { back: true, shadow: false })}
        </g>
        ${speedLines(420, 820, 330, 420, 22, 4)}
        <!-- ghost trail of the card being dealt -->
        <g opacity=".10" filter="url(#hblur)"><g transform="translate(560,380) rotate(-2)">${card(150, 210, { back: true, shadow: false })}</g></g>
        <g opacity=".2" filter="url(#hblur)"><g transform="translate(700,370) rotate(3)">${card(150, 210, { back: true, shadow: false })}</g></g>
        <!-- the first card, mid-slide -->
        <g transform="translate(840,362) rotate(8)">${card(150, 210, { back: true })}</g>
        ${dealerButton(1040, 560, 40)}
        ${chipTop(170, 600, 44, '#f1ece0', { edge: C.felt2, rot: 10 })}${chipTop(220, 640, 44, '#0f3d2e', { edge: C.gold2, rot: 40 })}
        ${dust(EW, EH, 50, 8, { area: [500, 120, 1200, 560], op: 0.4 })}
        <path d="M1280,0 L760,0 L980,720 L1280,720 Z" fill="#fff4d0" opacity=".04"/>`,
        { lx: 62, ly: 48, extraDefs: streakDef() },
      ),
  },
  {
    slug: 'ep02-first-blood',
    code: 'EP02',
    svg: () => {
      const crack = 'M-40,-240 L-8,-150 L-34,-96 L10,-30 L-22,30 L18,96 L-12,160 L20,240';
      const left = `M-300,-300 L-40,-300 ${crack.replace('M-40,-240', 'L-40,-240')} L20,300 L-300,300 Z`;
      const right = `M300,-300 L-40,-300 ${crack.replace('M-40,-240', 'L-40,-240')} L20,300 L300,300 Z`;
      const chip = chipTop(0, 0, 190, '#b3142b', {
        mark: 'H',
        edge: '#f6efe0',
        shadow: false,
      });
      const R = rng(5);
      let shards = '';
      for (let i = 0; i < 9; i++) {
        const x = 640 + (R() - 0.5) * 200;
        const y = 360 + (R() - 0.5) * 380;
        const s = 6 + R() * 14;
        shards += `<path transform="translate(${f(x)},${f(y)}) rotate(${f(R() * 360)})" d="M0,${-s} L${f(s * 0.8)},${f(s * 0.3)} L${f(-s * 0.5)},${f(s * 0.7)} Z" fill="#c8172f" opacity=".9"/>`;
      }
      return episodeSvg(
        'EP02',
        `
        ${pool(640, 360, 420, 300, 0.18, '#ffcbc4')}
        <circle cx="640" cy="360" r="300" fill="#b3142b" opacity=".25" filter="url(#b70)"/>
        ${chipTop(190, 180, 52, '#141816', { edge: '#f1ece0', rot: 20 })}${chipTop(240, 250, 52, '#f1ece0', { edge: C.felt2, rot: 60 })}
        ${chipTop(1090, 560, 56, '#141816', { edge: C.gold2, rot: 10 })}${chipTop(1150, 490, 48, '#0f3d2e', { edge: '#f1ece0', rot: 30 })}
        <g transform="translate(600,360) rotate(-6)">
          <ellipse cx="30" cy="40" rx="230" ry="230" fill="#000" opacity=".6" filter="url(#b24)"/>
          <clipPath id="lh"><path d="${left}"/></clipPath>
          <g clip-path="url(#lh)">${chip}</g>
          <path d="${crack}" fill="none" stroke="#2a0006" stroke-width="4"/>
        </g>
        <g transform="translate(700,374) rotate(9)">
          <ellipse cx="30" cy="40" rx="120" ry="220" fill="#000" opacity=".4" filter="url(#b24)"/>
          <g transform="translate(-40,0)"><clipPath id="rh"><path d="${right}"/></clipPath>
          <g clip-path="url(#rh)">${chip}</g>
          <path d="${crack}" fill="none" stroke="#ffd7cf" stroke-opacity=".45" stroke-width="2"/></g>
        </g>
        <path d="M652,120 L664,170 L648,240 L676,320 L650,400 L680,480 L660,560 L676,620" fill="none" stroke="#fff0c8" stroke-width="3" opacity=".55" filter="url(#b4)"/>
        ${shards}
        ${dust(EW, EH, 40, 9, { area: [420, 80, 900, 640], col: '#ffb3a8', op: 0.5 })}`,
        { hi: '#1a6a4c', mid: '#0d3326' },
      );
    },
  },
  {
    slug: 'ep03-the-bluff',
    code: 'EP03',
    svg: () =>
      episodeSvg(
        'EP03',
        `
        ${farRail(150, 50)}
        ${pool(760, 470, 460, 200, 0.25)}
        ${feltLine(640, 520, 600, 170, 0.14)}
        ${tableCard(560, 600, 150, 210, -10, 0.42, { back: true })}
        <!-- the second card has a corner peeled up -->
        <g transform="translate(740,602) scale(1,.42) rotate(12)">
          ${card(150, 210, { back: true })}
          <path d="M75,105 L75,40 Q40,80 10,105 Z" fill="url(#cardFace)"/>
          <path d="M75,40 Q40,80 10,105 L30,140 Q60,110 92,80 Z" fill="#000" opacity=".35" filter="url(#b4)"/>
        </g>
        ${chipStack(330, 620, 56, 6, ['#141816', C.gold], { seed: 3, k: 0.42, h: 13, edge: '#f1ece0' })}
        ${chipStack(980, 610, 56, 9, ['#b3142b', '#f1ece0'], { seed: 5, k: 0.42, h: 13 })}
        <!-- long cast shadow of a player in a hat, leaning over the table -->
        <g opacity=".8" filter="url(#b14)" fill="#010302">
          <path d="M120,720 C150,580 320,540 470,530 L810,530 C960,540 1130,580 1160,720 Z"/>
          <rect x="575" y="440" width="130" height="110"/>
          <ellipse cx="640" cy="420" rx="100" ry="112"/>
          <ellipse cx="640" cy="330" rx="215" ry="36"/>
          <path d="M525,336 C522,236 556,214 640,218 C724,214 758,236 755,336 Z"/>
        </g>
        <path d="M535,300 L745,300" stroke="#000" stroke-opacity=".3" stroke-width="10" filter="url(#b8)"/>
        <!-- the smirk -->
        <path d="M600,458 Q660,482 712,428 Q668,470 614,462 Z" fill="${C.gold2}" opacity=".9"/>
        <path d="M600,458 Q660,482 712,428" fill="none" stroke="${C.gold2}" stroke-width="10" opacity=".25" filter="url(#b8)"/>
`,
        { lx: 58, ly: 72, lr: 75, hi: '#1b7150', mid: '#0c3124' },
      ),
  },
  {
    slug: 'ep04-all-in',
    code: 'EP04',
    svg: () => {
      const cols = [
        ['#141816', '#f1ece0'],
        ['#b3142b', '#f1ece0'],
        [C.gold, '#141816'],
        ['#f1ece0', '#1d4fb8'],
        ['#0f8a55', '#f1ece0'],
      ];
      let stacks = '';
      let ghost = '';
      const R = rng(44);
      const pos = [
        [540, 560, 13],
        [640, 520, 16],
        [740, 565, 11],
        [600, 640, 9],
        [720, 655, 12],
        [830, 610, 8],
      ];
      pos.forEach(([x, y, n], i) => {
        ghost += `<g opacity=".18" filter="url(#hblur)">${chipStack(x - 170, y, 58, n, cols[i % 5], { seed: i + 1, k: 0.36, h: 12, lean: 2.4, shadow: false })}</g>`;
        stacks += chipStack(x, y, 58, n, cols[i % 5], {
          seed: i + 1,
          k: 0.36,
          h: 12,
          lean: 2.4 + R(),
          jitter: 0.08,
        });
      });
      let spill = '';
      for (let i = 0; i < 9; i++) {
        const x = 880 + R() * 230;
        const y = 565 + R() * 110;
        spill += `<g transform="translate(${f(x)},${f(y)}) scale(1,.36)">${chipTop(0, 0, 40, cols[i % 5][0], { edge: cols[i % 5][1], rot: R() * 90 })}</g>`;
      }
      return episodeSvg(
        'EP04',
        `
        ${farRail(110, 40)}
        ${pool(820, 520, 520, 220, 0.28)}
        ${feltLine(760, 560, 520, 150, 0.18)}
        <path d="M200,470 Q700,380 1250,470" fill="none" stroke="${C.gold2}" stroke-opacity=".14" stroke-width="2" stroke-dasharray="8 10"/>
        ${speedLines(120, 760, 420, 640, 30, 14)}
        ${ghost}
        ${stacks}
        ${spill}
        ${tableCard(1040, 430, 120, 170, -14, 0.4, { rank: 'A', s: 'S' })}${tableCard(1150, 440, 120, 170, 12, 0.4, { rank: 'A', s: 'H' })}
        ${dust(EW, EH, 30, 10, { area: [600, 200, 1200, 500] })}`,
        { lx: 64, ly: 75, lr: 80, extraDefs: streakDef() },
      );
    },
  },
  {
    slug: 'ep05-high-stakes',
    code: 'EP05',
    svg: () => {
      const R = rng(55);
      const palette = [
        ['#141816', C.gold],
        [C.gold, '#141816'],
        ['#f1ece0', '#0f3d2e'],
        ['#0f3d2e', '#f1ece0'],
        ['#b3142b', '#f1ece0'],
      ];
      // back row to front row
      const rows = [
        {
          y: 470,
          rx: 34,
          h: 8,
          n: [18, 26, 22, 30, 24, 20, 28, 16, 22],
          x0: 170,
          dx: 118,
          op: 0.55,
        },
        {
          y: 560,
          rx: 46,
          h: 10,
          n: [22, 32, 40, 28, 36, 24, 30],
          x0: 140,
          dx: 165,
          op: 0.8,
        },
        {
          y: 690,
          rx: 64,
          h: 13,
          n: [16, 30, 24, 35, 20],
          x0: 150,
          dx: 245,
          op: 1,
        },
      ];
      let s = '';
      rows.forEach((row, ri) => {
        s += `<g opacity="${row.op}">`;
        row.n.forEach((n, i) => {
          const pal = palette[Math.floor(R() * palette.length)];
          s += chipStack(row.x0 + i * row.dx + (R() - 0.5) * 30, row.y, row.rx, n, [pal[0], pal[0], pal[0], pal[1]], {
            seed: ri * 10 + i,
            k: 0.16,
            h: row.h,
            edge: pal[1] === C.gold ? '#f1ece0' : '#f1ece0',
            jitter: 0.03,
          });
        });
        s += `</g>`;
        if (ri === 0) s += `<rect width="${EW}" height="${EH}" fill="#061a12" opacity=".35"/>`;
      });
      return episodeSvg(
        'EP05',
        `
        <rect width="${EW}" height="${EH}" fill="url(#skyG)"/>
        <ellipse cx="640" cy="470" rx="620" ry="140" fill="${C.gold2}" opacity=".35" filter="url(#b70)"/>
        <rect y="470" width="${EW}" height="250" fill="url(#floorG)"/>
        ${s}
        ${dust(EW, EH, 70, 12, { area: [0, 0, EW, 420], op: 0.45 })}`,
        {
          bg: `<rect width="${EW}" height="${EH}" fill="#050806"/>`,
          vignette: 0.8,
          extraDefs: `<linearGradient id="skyG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#030504"/><stop offset=".5" stop-color="#0c3125"/><stop offset=".65" stop-color="#1d4a30"/><stop offset="1" stop-color="#030504"/></linearGradient>
          <linearGradient id="floorG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#145a41"/><stop offset="1" stop-color="#030805"/></linearGradient>`,
        },
      );
    },
  },
  {
    slug: 'ep06-the-turning-point',
    code: 'EP06',
    svg: () => {
      const k = 0.6;
      const cw = 150;
      const ch = 210;
      return episodeSvg(
        'EP06',
        `
        ${farRail(90, 30)}
        ${pool(700, 430, 560, 240, 0.26)}
        <path d="M70,430 L1210,430" stroke="${C.gold2}" stroke-opacity=".12" stroke-width="2"/>
        ${tableCard(250, 480, cw, ch, 0, k, { rank: 'K', s: 'S' })}
        ${tableCard(430, 480, cw, ch, 0, k, { rank: '9', s: 'H' })}
        ${tableCard(610, 480, cw, ch, 0, k, { rank: '9', s: 'D' })}
        <!-- empty river slot -->
        <g transform="translate(1030,480) scale(1,${k})"><rect x="-75" y="-105" width="150" height="210" rx="11" fill="none" stroke="${C.gold2}" stroke-opacity=".4" stroke-width="3" stroke-dasharray="10 10"/></g>
        <!-- the turn, mid-flip -->
        <path d="M790,470 C790,250 880,200 860,200" fill="none" stroke="${C.gold2}" stroke-width="3" opacity=".5" stroke-dasharray="2 10" stroke-linecap="round"/>
        <path d="M760,500 C700,300 830,170 900,190" fill="none" stroke="url(#arcG)" stroke-width="26" opacity=".35" filter="url(#b14)"/>
        <g opacity=".14" filter="url(#b8)"><g transform="translate(790,440) rotate(-40) scale(.75,.6)">${card(cw, ch, { back: true, shadow: false })}</g></g>
        <ellipse cx="830" cy="560" rx="110" ry="26" fill="#000" opacity=".55" filter="url(#b14)"/>
        <g transform="translate(840,300) rotate(-14) skewY(-8) scale(.42,1)">${card(cw, ch, { rank: 'A', s: 'H' })}</g>
        <path d="M866,226 L866,378" stroke="#fff" stroke-width="3" opacity=".6" filter="url(#b2)"/>
        ${chipStack(160, 660, 56, 8, [C.gold, '#141816'], { seed: 6, k: 0.45, h: 13, edge: '#f1ece0' })}
        ${chipStack(1130, 660, 56, 11, ['#b3142b', '#f1ece0'], { seed: 7, k: 0.45, h: 13 })}
        ${dust(EW, EH, 40, 15, { area: [700, 120, 1100, 500], op: 0.5 })}`,
        {
          lx: 55,
          ly: 62,
          lr: 78,
          extraDefs: `<linearGradient id="arcG" x1="0" x2="1"><stop offset="0" stop-color="${C.gold2}" stop-opacity="0"/><stop offset="1" stop-color="${C.gold2}"/></linearGradient>`,
        },
      );
    },
  },
  {
    slug: 'ep07-quick-and-easy',
    code: 'EP07',
    svg: () => {
      // a bridge shuffle: cards arcing from the right packet to the left one
      let arc = '';
      const n = 22;
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1);
        const x = 330 + t * 620;
        const y = 470 - Math.sin(t * Math.PI) * 250;
        const rot = -70 + t * 140;
        const blur = Math.sin(t * Math.PI);
        arc += `<g opacity="${f(0.35 + 0.65 * (1 - blur * 0.6))}" ${blur > 0.35 ? `filter="url(#${blur > 0.8 ? 'b8' : 'b4'})"` : ''}><g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">${card(120, 170, { back: true, shadow: false })}</g></g>`;
      }
      return episodeSvg(
        'EP07',
        `
        ${pool(640, 380, 560, 260, 0.22)}
        <path d="M250,500 C360,120 920,120 1030,500" fill="none" stroke="${C.gold2}" stroke-width="90" opacity=".1" filter="url(#b24)"/>
        ${Array.from({ length: 7 }, (_, i) => `<path d="M${260 + i * 6},${510 - i * 8} C${380 + i * 4},${150 + i * 18} ${900 - i * 4},${150 + i * 18} ${1020 - i * 6},${510 - i * 8}" fill="none" stroke="${C.gold2}" stroke-width="${1 + (i % 3)}" opacity="${f(0.14 + (i % 3) * 0.08)}"/>`).join('')}
        ${arc}
        ${Array.from({ length: 10 }, (_, i) => `<g transform="translate(${300 - i * 1.5},${520 - i * 2}) rotate(-10)">${card(130, 182, { back: true, shadow: i === 0 })}</g>`).join('')}
        ${Array.from({ length: 8 }, (_, i) => `<g transform="translate(${990 + i * 1.5},${522 - i * 2}) rotate(12)">${card(130, 182, { back: true, shadow: i === 0 })}</g>`).join('')}
        ${chipTop(140, 150, 40, '#f1ece0', { edge: '#b3142b', rot: 30 })}${chipTop(1150, 160, 40, C.gold, { edge: '#141816', rot: 10 })}
        ${dust(EW, EH, 60, 17, { area: [300, 100, 1000, 500], op: 0.6 })}`,
        { lx: 50, ly: 55 },
      );
    },
  },
  {
    slug: 'ep08-the-queen',
    code: 'EP08',
    svg: () => {
      let fan = '';
      [-34, -18, 18, 34].forEach((r) => {
        fan += `<g opacity=".45" transform="translate(640,430) rotate(${r}) translate(0,-60)">${card(220, 308, { back: true })}</g>`;
      });
      return episodeSvg(
        'EP08',
        `
        <path d="M520,0 L760,0 L1000,720 L280,720 Z" fill="#fff2c8" opacity=".06"/>
        ${pool(640, 380, 360, 300, 0.28, '#ffe9a8')}
        ${fan}
        <g transform="translate(640,360) rotate(-3)">
          <rect x="-150" y="-210" width="300" height="420" rx="22" fill="${C.gold2}" opacity=".45" filter="url(#b24)"/>
          ${card(290, 406, { rank: 'Q', s: 'S', goldFace: true })}
          <rect x="-145" y="-203" width="290" height="406" rx="21" fill="none" stroke="url(#goldGrad)" stroke-width="5"/>
        </g>
        ${Array.from({ length: 16 }, (_, i) => {
          const a = rad(i * 22.5 - 90);
          return `<path d="M${f(640 + Math.cos(a) * 260)},${f(360 + Math.sin(a) * 260)} L${f(640 + Math.cos(a) * 330)},${f(360 + Math.sin(a) * 330)}" stroke="${C.gold2}" stroke-width="2" opacity=".3"/>`;
        }).join('')}
        ${chipStack(260, 640, 60, 12, ['#0a1e3d', '#f1ece0', '#ba0c2f'], { seed: 8, k: 0.35, h: 12 })}
        ${chipStack(1010, 650, 60, 15, [C.gold, '#141816'], { seed: 9, k: 0.35, h: 12, edge: '#f1ece0', topMark: 'S' })}
        ${dust(EW, EH, 90, 18, { area: [300, 40, 980, 680], op: 0.6, max: 2.8 })}`,
        { hi: '#1c5a63', mid: '#0b2630', lx: 50, ly: 45 },
      );
    },
  },
  {
    slug: 'ep09-the-final-prayer',
    code: 'EP09',
    svg: () => {
      // a back-lit player across the table: head bowed over clasped hands, elbows on the felt
      const hx = 640;
      const hy = 262;
      const torso = torsoPath(hx, 420, 500, { neck: 34, neckTop: 300 });
      const head = headPath(hx, hy, 66, 84);
      const arm = (sg) => {
        const X = (x) => f(sg > 0 ? x : 1280 - x);
        return `M${X(470)},600 C${X(450)},560 ${X(470)},530 ${X(500)},520 L${X(600)},380 L${X(640)},410 L${X(560)},590 C${X(540)},610 ${X(490)},615 ${X(470)},600 Z`;
      };
      const rim = (d, w = 3, op = 0.9) =>
        `<path d="${d}" fill="none" stroke="url(#rimT)" stroke-width="${w}" opacity="${op}"/>`;
      const clasp = `M584,400 C574,362 596,330 640,328 C684,330 706,362 696,400 C690,432 590,432 584,400 Z`;
      let knuckles = '';
      [
        [598, 344],
        [616, 334],
        [664, 334],
        [682, 344],
      ].forEach(([x, y]) => {
        knuckles += `<circle cx="${x}" cy="${y}" r="13" fill="url(#handG)" stroke="#000" stroke-opacity=".4"/><path d="M${x - 10},${y - 4} Q${x},${y - 15} ${x + 10},${y - 4}" fill="none" stroke="${C.gold2}" stroke-width="1.8" opacity=".7"/>`;
      });
      const figure = `
        <path d="${torso}" fill="url(#figG)"/>${rim(torso, 3, 0.7)}
        <path d="${head}" fill="url(#figG)" transform="rotate(-4,${hx},${hy + 80})"/>
        <g transform="rotate(-4,${hx},${hy + 80})">${rim(head, 3.5, 1)}</g>
        <path d="${arm(1)}" fill="url(#handG)" stroke="#000" stroke-opacity=".6" stroke-width="2"/>${rim(arm(1), 3, 1)}
        <path d="${arm(-1)}" fill="url(#handG)" stroke="#000" stroke-opacity=".6" stroke-width="2"/>${rim(arm(-1), 3, 0.8)}
        <g transform="translate(640,380) scale(1.3) translate(-640,-380)">
        <path d="${clasp}" fill="url(#handG)" stroke="#000" stroke-opacity=".6" stroke-width="2"/>
        ${knuckles}
        <path d="M624,398 L626,300 C626,286 646,286 646,300 L650,398 Z" fill="url(#handG)" stroke="#000" stroke-opacity=".5"/>
        <path d="M627,302 Q636,284 645,302" fill="none" stroke="${C.gold2}" stroke-width="2.5"/>
        <path d="M636,300 L638,396" stroke="#000" stroke-opacity=".5" stroke-width="1.5"/>
        ${rim(clasp, 2.2, 0.8)}</g>`;
      return episodeSvg(
        'EP09',
        `
        <path d="M520,-10 L760,-10 L940,540 L340,540 Z" fill="url(#beamG)"/>
        <ellipse cx="640" cy="300" rx="330" ry="260" fill="#e9c46a" opacity=".16" filter="url(#b70)"/>
        <ellipse cx="640" cy="250" rx="160" ry="150" fill="#fff0c4" opacity=".12" filter="url(#b40)"/>
        ${dust(EW, EH, 80, 19, { area: [380, 0, 900, 520], op: 0.6, max: 2.2, col: '#fff0c0' })}
        ${figure}
        <path d="M-20,560 Q640,520 1300,560 L1300,740 L-20,740 Z" fill="url(#nearG)"/>
        <path d="M-20,560 Q640,520 1300,560" fill="none" stroke="#060908" stroke-width="22"/>
        <path d="M-20,572 Q640,532 1300,572" fill="none" stroke="url(#goldEdge)" stroke-width="2" opacity=".7"/>
        ${pool(640, 630, 460, 90, 0.22, '#ffe7a0')}
        <ellipse cx="500" cy="590" rx="60" ry="14" fill="#000" opacity=".5" filter="url(#b8)"/>
        <ellipse cx="780" cy="590" rx="60" ry="14" fill="#000" opacity=".5" filter="url(#b8)"/>
        ${tableCard(590, 640, 120, 168, -8, 0.34, { back: true })}
        ${tableCard(692, 642, 120, 168, 9, 0.34, { back: true })}
        ${chipStack(240, 680, 54, 6, [C.gold, '#141816'], { seed: 3, k: 0.3, h: 11, edge: '#f1ece0' })}
        ${chipStack(1030, 690, 54, 3, ['#b3142b', '#f1ece0'], { seed: 4, k: 0.3, h: 11 })}`,
        {
          bg: `<rect width="${EW}" height="${EH}" fill="#040806"/><rect width="${EW}" height="${EH}" fill="url(#roomG)"/>`,
          vignette: 0.95,
          extraDefs: `<linearGradient id="handG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#3a4b42"/><stop offset=".45" stop-color="#1b2622"/><stop offset="1" stop-color="#0a0f0d"/></linearGradient>
            <linearGradient id="figG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#1c2622"/><stop offset=".5" stop-color="#0c1210"/><stop offset="1" stop-color="#050706"/></linearGradient>
            <linearGradient id="rimT" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${C.gold2}" stop-opacity="1"/><stop offset=".5" stop-color="${C.gold2}" stop-opacity=".35"/><stop offset="1" stop-color="${C.gold2}" stop-opacity="0"/></linearGradient>
            <radialGradient id="roomG" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="#15392b"/><stop offset="1" stop-color="#030605"/></radialGradient>
            <linearGradient id="nearG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#176146"/><stop offset=".5" stop-color="#0f3d2e"/><stop offset="1" stop-color="#04100b"/></linearGradient>
            <linearGradient id="beamG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff1c4" stop-opacity=".18"/><stop offset="1" stop-color="#fff1c4" stop-opacity=".02"/></linearGradient>`,
        },
      );
    },
  },
  {
    slug: 'ep10-life-or-death',
    code: 'EP10',
    svg: () => {
      // a chip standing on its edge at the very lip of the table
      const r = 145;
      const face = `
        <clipPath id="fc"><circle r="${r}"/></clipPath>
        <g clip-path="url(#fc)">
          <rect x="${-r}" y="${-r}" width="${r}" height="${2 * r}" fill="#b3142b"/>
          <rect x="0" y="${-r}" width="${r}" height="${2 * r}" fill="#121614"/>
        </g>
        <circle r="${r * 0.84}" fill="none" stroke="#f1ece0" stroke-width="${r * 0.24}" stroke-dasharray="${f((2 * Math.PI * r * 0.84) / 32)} ${f((2 * Math.PI * r * 0.84) / 32)}" opacity=".95"/>
        <circle r="${r * 0.62}" fill="none" stroke="${C.gold2}" stroke-width="3"/>
        <path d="M0,${-r * 0.62} L0,${r * 0.62}" stroke="${C.gold2}" stroke-width="3"/>
        ${suit('H', -r * 0.3, 0, r * 0.42, '#f1ece0')}
        ${suit('S', r * 0.3, 0, r * 0.42, '#b3142b')}
        <circle r="${r}" fill="url(#chipShade)"/>`;
      return episodeSvg(
        'EP10',
        `
        <rect width="${EW}" height="470" fill="url(#voidG)"/>
        <rect y="470" width="${EW}" height="250" fill="url(#tableG)"/>
        <path d="M0,470 L${EW},470" stroke="#000" stroke-width="20"/>
        <path d="M0,478 L${EW},478" stroke="url(#goldEdge)" stroke-width="3"/>
        <path d="M0,462 L${EW},462" stroke="${C.gold}" stroke-width="1" opacity=".4"/>
        <path d="M480,0 L800,0 L900,720 L380,720 Z" fill="#fff3d0" opacity=".05"/>
        ${pool(700, 500, 300, 120, 0.35)}
        <ellipse cx="760" cy="488" rx="260" ry="22" fill="#000" opacity=".7" filter="url(#b14)"/>
        <g transform="translate(700,${462 - r}) rotate(-7,0,${r})">
          ${(() => {
            const sx = 0.42;
            const t = 20;
            const rx = r * sx;
            let g = `<clipPath id="edgeClip"><ellipse cx="${-t}" cy="0" rx="${f(rx)}" ry="${r}"/><rect x="${-t}" y="${-r}" width="${t}" height="${2 * r}"/></clipPath>`;
            g += `<g clip-path="url(#edgeClip)"><rect x="${f(-t - rx)}" y="${-r}" width="${f(rx + t)}" height="${2 * r}" fill="#6a0c18"/>`;
            for (const a of [-67, -22, 22, 67]) {
              const phi = rad(a);
              const y = r * Math.sin(phi);
              const hh = r * 0.3 * Math.cos(phi);
              const x = -rx * Math.cos(phi);
              g += `<rect x="${f(x - t)}" y="${f(y - hh / 2)}" width="${t}" height="${f(hh)}" fill="#f1ece0" opacity=".9"/>`;
            }
            g += `<rect x="${f(-t - rx)}" y="${-r}" width="${f(rx + t)}" height="${2 * r}" fill="url(#edgeShade)"/></g>`;
            g += `<g transform="scale(${sx},1)">${face}</g>`;
            g += `<ellipse cx="0" cy="0" rx="${f(rx)}" ry="${r}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="1.5"/>`;
            return g;
          })()}
        </g>
        <ellipse cx="640" cy="640" rx="620" ry="80" fill="#0f3d2e" opacity=".0"/>
        ${chipStack(260, 640, 70, 3, ['#141816', '#b3142b'], { seed: 11, k: 0.3, h: 14 })}
        <g transform="translate(1040,630) scale(1,.3)">${chipTop(0, 0, 60, '#141816', { edge: C.gold2, rot: 10 })}</g>
        ${dust(EW, EH, 30, 21, { area: [500, 60, 900, 460], op: 0.4, col: '#ffd9cf' })}`,
        {
          bg: `<rect width="${EW}" height="${EH}" fill="#020303"/>`,
          vignette: 0.9,
          extraDefs: `<linearGradient id="edgeShade" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".35" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>
          <linearGradient id="voidG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#140406"/></linearGradient>
          <linearGradient id="tableG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#1a6b4d"/><stop offset="1" stop-color="#04100b"/></linearGradient>`,
        },
      );
    },
  },
  {
    slug: 'ep11-squid-game',
    code: 'EP11',
    svg: () => {
      const big = (cx, cy, col, edge, shape, rot) => {
        const r = 120;
        let mark;
        if (shape === 'circle')
          mark = `<circle r="${r * 0.36}" fill="none" stroke="${edge}" stroke-width="${r * 0.09}"/>`;
        else if (shape === 'triangle')
          mark = `<path d="M0,${-r * 0.42} L${r * 0.38},${r * 0.26} L${-r * 0.38},${r * 0.26} Z" fill="none" stroke="${edge}" stroke-width="${r * 0.09}" stroke-linejoin="round"/>`;
        else
          mark = `<rect x="${-r * 0.3}" y="${-r * 0.3}" width="${r * 0.6}" height="${r * 0.6}" fill="none" stroke="${edge}" stroke-width="${r * 0.09}"/>`;
        return `<g transform="translate(${cx},${cy}) rotate(${rot})">${chipTop(0, 0, r, col, { edge, inner: col })}<g transform="rotate(${-rot})">${mark}</g></g>`;
      };
      // a ring of sixteen seats; a few chips already gone dark
      let ring = '';
      for (let i = 0; i < 16; i++) {
        const a = rad(i * 22.5 + 11);
        const x = 640 + Math.cos(a) * 520;
        const y = 360 + Math.sin(a) * 300;
        const out = [1, 4, 6, 9, 12, 14].includes(i);
        ring += out
          ? `<g opacity=".5">${chipTop(x, y, 30, '#0d1210', { edge: '#2a332f', rot: i * 13 })}</g><path d="M${f(x - 18)},${f(y - 18)} L${f(x + 18)},${f(y + 18)} M${f(x + 18)},${f(y - 18)} L${f(x - 18)},${f(y + 18)}" stroke="#b3142b" stroke-width="3" opacity=".6"/>`
          : chipTop(x, y, 30, i % 2 ? '#f1ece0' : C.gold, {
              edge: '#141816',
              rot: i * 13,
            });
      }
      return episodeSvg(
        'EP11',
        `
        ${pool(640, 360, 420, 260, 0.2)}
        <ellipse cx="640" cy="360" rx="520" ry="300" fill="none" stroke="${C.gold2}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="4 12"/>
        <ellipse cx="640" cy="360" rx="330" ry="190" fill="none" stroke="#b3142b" stroke-opacity=".35" stroke-width="2"/>
        ${ring}
        ${big(400, 380, '#141816', C.gold2, 'circle', 12)}
        ${big(640, 330, C.gold, '#141816', 'triangle', -8)}
        ${big(880, 380, '#0f3d2e', '#f1ece0', 'square', 20)}
        <path d="M300,560 L980,560" stroke="${C.gold2}" stroke-width="1.5" opacity=".25"/>
        ${dust(EW, EH, 40, 23, { area: [250, 120, 1030, 600], op: 0.4 })}`,
        { hi: '#17634a', mid: '#0b2f22', ly: 48 },
      );
    },
  },
  {
    slug: 'ep12-the-end-game',
    code: 'EP12',
    svg: () =>
      episodeSvg(
        'EP12',
        `
        <path d="M560,-10 L720,-10 L990,730 L290,730 Z" fill="url(#coneG)"/>
        <ellipse cx="640" cy="600" rx="330" ry="70" fill="#fff0c2" opacity=".35" filter="url(#b24)"/>
        <ellipse cx="640" cy="600" rx="200" ry="40" fill="#fff6da" opacity=".3" filter="url(#b14)"/>
        ${chipStack(640, 608, 88, 26, [C.gold, C.gold, '#141816', C.gold, '#f1ece0'], { seed: 12, k: 0.3, h: 14, jitter: 0.02, edge: '#f8f1da', topMark: 'S' })}
        <g opacity=".35">
          <g transform="translate(250,640) scale(1,.3)">${chipTop(0, 0, 50, '#141816', { edge: '#5a625e', rot: 30 })}</g>
          <g transform="translate(1040,655) scale(1,.3)">${chipTop(0, 0, 50, '#0f3d2e', { edge: '#5a625e', rot: 60 })}</g>
          ${tableCard(180, 690, 120, 170, 30, 0.3, { back: true })}
          ${tableCard(1110, 690, 120, 170, -24, 0.3, { back: true })}
        </g>
        ${dust(EW, EH, 110, 24, { area: [440, 0, 840, 600], op: 0.7, max: 2, col: '#fff3c8' })}`,
        {
          bg: `<rect width="${EW}" height="${EH}" fill="#020403"/><ellipse cx="640" cy="620" rx="760" ry="200" fill="url(#epFelt)"/>`,
          lx: 50,
          ly: 30,
          lr: 60,
          hi: '#1d7a56',
          mid: '#0a2c20',
          extraDefs: `<linearGradient id="coneG" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff4d2" stop-opacity=".24"/><stop offset=".8" stop-color="#fff4d2" stop-opacity=".07"/><stop offset="1" stop-color="#fff4d2" stop-opacity="0"/></linearGradient>`,
        },
      ),
  },
];

/* ------------------------------------------------------------------ */
/* Hero poster (1920x1080)                                              */
/* ------------------------------------------------------------------ */

function heroSvg() {
  const W = 1920;
  const H = 1080;
  const R = rng(99);
  // scattered chips and little stacks, mostly on the right half
  const palette = [
    ['#141816', '#f1ece0'],
    [C.gold, '#141816'],
    ['#b3142b', '#f1ece0'],
    ['#f1ece0', '#0f3d2e'],
    ['#0f3d2e', C.gold2],
  ];
  let chips = '';
  const stackAt = (x, y, n, pal, r = 46) => {
    let s = '';
    for (let i = 0; i < n; i++)
      s += chipTop(x + i * 2.2, y - i * 3.2, r, pal[0], {
        edge: pal[1],
        rot: R() * 90,
        shadow: i === 0,
      });
    return s;
  };
  chips += stackAt(1300, 420, 6, palette[1]);
  chips += stackAt(1395, 470, 4, palette[0]);
  chips += stackAt(1330, 540, 8, palette[2]);
  chips += stackAt(1460, 380, 3, palette[3]);
  chips += stackAt(1560, 640, 5, palette[4]);
  chips += stackAt(1720, 700, 7, palette[0]);
  chips += stackAt(1600, 250, 4, palette[2]);
  for (let i = 0; i < 16; i++) {
    const a = R() * Math.PI * 2;
    const d = 150 + R() * 330;
    const x = 1330 + Math.cos(a) * d * 1.15;
    const y = 520 + Math.sin(a) * d * 0.75;
    const pal = palette[i % palette.length];
    chips += chipTop(x, y, 40 + R() * 6, pal[0], {
      edge: pal[1],
      rot: R() * 90,
    });
  }
  const cards = `
    <g transform="translate(1170,640) rotate(-16)">${card(150, 210, { rank: 'A', s: 'S' })}</g>
    <g transform="translate(1245,660) rotate(6)">${card(150, 210, { rank: 'K', s: 'S' })}</g>
    <g transform="translate(1640,430) rotate(24)">${card(150, 210, { back: true })}</g>
    <g transform="translate(1690,460) rotate(38)">${card(150, 210, { back: true })}</g>
    <g transform="translate(1480,820) rotate(-8)">${card(150, 210, { rank: 'Q', s: 'H' })}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${commonDefs()}
    <radialGradient id="heroFelt" cx="68%" cy="50%" r="60%">
      <stop offset="0" stop-color="#1f7d58"/><stop offset=".35" stop-color="#135038"/><stop offset=".7" stop-color="#0a2a1f"/><stop offset="1" stop-color="#040c09"/>
    </radialGradient>
    <linearGradient id="leftShade" x1="0" x2="1">
      <stop offset="0" stop-color="#000" stop-opacity=".92"/><stop offset=".3" stop-color="#000" stop-opacity=".7"/><stop offset=".5" stop-color="#000" stop-opacity=".3"/><stop offset=".62" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="heroVig" cx="62%" cy="50%" r="75%">
      <stop offset=".4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".9"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#030605"/>
  <!-- the table: a huge oval seen from above, partly out of frame -->
  <ellipse cx="1150" cy="540" rx="1180" ry="640" fill="#070908"/>
  <ellipse cx="1150" cy="540" rx="1150" ry="612" fill="none" stroke="#121613" stroke-width="50"/>
  <ellipse cx="1150" cy="540" rx="1122" ry="586" fill="none" stroke="url(#goldEdge)" stroke-width="3" opacity=".8"/>
  <ellipse cx="1150" cy="540" rx="1116" ry="580" fill="url(#heroFelt)"/>
  <ellipse cx="1250" cy="540" rx="720" ry="360" fill="none" stroke="${C.gold2}" stroke-opacity=".16" stroke-width="2.5"/>
  <ellipse cx="1250" cy="540" rx="700" ry="342" fill="none" stroke="${C.gold2}" stroke-opacity=".08" stroke-width="1.5"/>
  ${suit('S', 1250, 200, 60, C.gold2, 'opacity=".07"')}
  ${pool(1330, 520, 560, 360, 0.26, '#fff1c7')}
  ${pool(1330, 520, 260, 180, 0.12, '#fffbe8')}
  ${chips}
  ${cards}
  ${dealerButton(1050, 380, 42)}
  ${dust(W, H, 60, 77, { area: [900, 150, 1800, 950], op: 0.35 })}
  <rect width="${W}" height="${H}" filter="url(#grain)" opacity=".08" style="mix-blend-mode:soft-light"/>
  <rect width="${W}" height="${H}" fill="url(#leftShade)"/>
  <rect width="${W}" height="${H}" fill="url(#heroVig)"/>
</svg>`;
}

/* ------------------------------------------------------------------ */
/* Render                                                               */
/* ------------------------------------------------------------------ */

async function render(svg, outFile, { quality = 76, w, h }) {
  if (ONLY && !outFile.includes(ONLY)) return null;
  await mkdir(path.dirname(outFile), { recursive: true });
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h, {
    fit: 'fill',
  });
  await img.clone().webp({ quality, effort: 6, smartSubsample: true }).toFile(outFile);
  if (WRITE_PNG) {
    await mkdir(PREVIEW_DIR, { recursive: true });
    await img
      .clone()
      .png()
      .toFile(path.join(PREVIEW_DIR, path.basename(outFile).replace(/\.webp$/, '.png')));
  }
  const { size } = await stat(outFile);
  console.log(`${path.relative(ROOT, outFile).padEnd(52)} ${w}x${h}  ${(size / 1024).toFixed(1)} KB`);
  return size;
}

async function main() {
  for (const p of CAST) {
    await render(portraitSvg(p), path.join(OUT, 'cast', `${p.slug}.webp`), {
      w: CW,
      h: CH,
      quality: 76,
    });
  }
  for (const e of EPISODES) {
    await render(e.svg(), path.join(OUT, 'episodes', `${e.slug}.webp`), {
      w: EW,
      h: EH,
      quality: 76,
    });
  }
  await render(heroSvg(), path.join(OUT, 'hero-poster.webp'), {
    w: 1920,
    h: 1080,
    quality: 74,
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
