/**
 * Shared <defs> (filters, gradients, patterns) that every image includes,
 * and `finish`, the grain + vignette layer laid over a finished scene.
 */

export function commonDefs() {
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
export function finish(W, H, { grain = 0.07, vignette = 1, fibre = 0 } = {}) {
  return (
    `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="${grain}" style="mix-blend-mode:soft-light"/>` +
    (fibre
      ? `<rect width="${W}" height="${H}" filter="url(#fibre)" opacity="${fibre}" style="mix-blend-mode:soft-light"/>`
      : '') +
    (vignette ? `<rect width="${W}" height="${H}" fill="url(#vignette)" opacity="${vignette}"/>` : '')
  );
}
