/**
 * Card suits, drawn as paths (never as font glyphs, so no font is needed
 * and every machine renders them the same).
 */
import { f } from './palette.mjs';

const SPADE =
  'M0,-50 C-12,-30 -50,-8 -50,14 C-50,32 -32,40 -17,34 C-10,31 -6,26 -4,22 C-5,33 -11,43 -20,50 L20,50 C11,43 5,33 4,22 C6,26 10,31 17,34 C32,40 50,32 50,14 C50,-8 12,-30 0,-50 Z';
const HEART =
  'M0,46 C-14,30 -50,8 -50,-18 C-50,-38 -36,-48 -22,-48 C-10,-48 -3,-40 0,-32 C3,-40 10,-48 22,-48 C36,-48 50,-38 50,-18 C50,8 14,30 0,46 Z';
const DIAMOND = 'M0,-52 Q14,-24 38,0 Q14,24 0,52 Q-14,24 -38,0 Q-14,-24 0,-52 Z';

/** A suit symbol centred at (x, y), `size` ≈ its height in px. */
export function suit(s, x, y, size, fill, extra = '') {
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

export const isRed = (s) => s === 'H' || s === 'D';
