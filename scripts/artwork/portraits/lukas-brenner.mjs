/**
 * Lukas Brenner (8 of diamonds): an iceberg, a small tip above the waterline and
 * the mass below; side-parted hair, a pale roll-neck under an overcoat with the
 * collar up, a red-white-red pocket square; a Melange, a knight guarding his cards.
 */
import { C } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';

const ICE = '#d6ecf5';
const AT_RED = '#c8102e';
const WL = 318;

export default {
  slug: 'lukas-brenner',
  rank: '8',
  suit: 'D',
  accent: ['#e4f6ff', '#5aa6c8'],
  light: 'left',
  feltHi: '#2c4550',
  feltMid: '#101d24',
  indexCol: '#eef3f4',
  tileRot: 0,
  backdrop: () => `
      <defs><linearGradient id="lbDeep" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#6fb3cf" stop-opacity=".55"/><stop offset="1" stop-color="#123848" stop-opacity=".2"/></linearGradient>
        <linearGradient id="lbSea" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0d3a4c" stop-opacity=".55"/><stop offset="1" stop-color="#04121a" stop-opacity=".7"/></linearGradient></defs>
      <rect x="30" y="30" width="740" height="${WL - 30}" fill="#b9dcea" opacity=".07"/>
      <path d="M190,${WL} L262,232 L318,214 L372,120 L410,150 L452,86 L506,170 L560,222 L620,${WL} Z" fill="${ICE}" opacity=".78"/>
      <path d="M452,86 L430,200 L372,120 M430,200 L318,214 M430,200 L506,170 L540,${WL} M430,200 L400,${WL}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1.5"/>
      <path d="M452,86 L506,170 L560,222 L620,${WL} L540,${WL} L506,170 Z" fill="#7fb4c9" opacity=".55"/>
      <rect x="30" y="${WL}" width="740" height="${1000 - WL}" fill="url(#lbSea)"/>
      <path d="M190,${WL} L96,420 L62,560 L92,700 L170,820 L330,905 L520,888 L676,790 L744,610 L722,450 L640,${WL} Z" fill="url(#lbDeep)"/>
      <g fill="none" stroke="${ICE}" stroke-opacity=".22" stroke-width="1.5">
        <path d="M190,${WL} L230,520 L92,700 M230,520 L400,600 L640,${WL} M400,600 L330,905 M400,600 L676,790 M722,450 L560,520 L744,610 M230,520 L62,560"/></g>
      <g fill="#e8f6ff" opacity=".1">${[120, 260, 420, 600]
        .map((x, i) => `<path d="M${x},${WL} L${x + 60},${WL} L${x - 40 + i * 30},980 L${x - 140 + i * 30},980 Z"/>`)
        .join('')}</g>
      <path d="M30,${WL} H770" stroke="#eaf8ff" stroke-opacity=".75" stroke-width="2"/>
      <path d="M60,${WL + 8} h60 M170,${WL + 12} h40 M640,${WL + 9} h70 M560,${WL + 14} h30" stroke="#eaf8ff" stroke-opacity=".35" stroke-width="1.5"/>`,
  fig: {
    w: 500,
    hy: 384,
    hrx: 80,
    hry: 102,
    tilt: -2,
    headDx: -4,
    torso: { l: 0, r: 2, neck: 36 },
    hair: (hx, hy, rx, ry) => `
        <path d="M${hx - rx - 2},${hy - 4} C${hx - rx - 8},${hy - ry - 42} ${hx + rx + 8},${hy - ry - 44} ${hx + rx + 2},${hy - 4}
                 C${hx + rx * 0.9},${hy - ry * 0.42} ${hx + rx * 0.6},${hy - ry * 0.62} ${hx + rx * 0.1},${hy - ry * 0.7}
                 C${hx - rx * 0.3},${hy - ry * 0.74} ${hx - rx * 0.44},${hy - ry * 0.72} ${hx - rx * 0.46},${hy - ry * 0.8}
                 C${hx - rx * 0.7},${hy - ry * 0.64} ${hx - rx * 0.9},${hy - ry * 0.4} ${hx - rx - 2},${hy - 4} Z" fill="url(#hairFill)"/>
        <g fill="none" stroke-linecap="round">
          <path d="M${hx + rx + 2},${hy - 4} C${hx + rx * 0.9},${hy - ry * 0.42} ${hx + rx * 0.6},${hy - ry * 0.62} ${hx + rx * 0.1},${hy - ry * 0.7} C${hx - rx * 0.3},${hy - ry * 0.74} ${hx - rx * 0.44},${hy - ry * 0.72} ${hx - rx * 0.46},${hy - ry * 0.8}" stroke="${ICE}" stroke-opacity=".3" stroke-width="1.5"/>
          <path d="M${hx - rx * 0.46},${hy - ry * 0.8} C${hx - rx * 0.46},${hy - ry - 4} ${hx - rx * 0.4},${hy - ry - 14} ${hx - rx * 0.36},${hy - ry - 26}" stroke="${ICE}" stroke-opacity=".7" stroke-width="2.5"/>
          <path d="M${hx - rx * 0.3},${hy - ry - 24} C${hx + rx * 0.3},${hy - ry - 28} ${hx + rx * 0.8},${hy - ry * 0.8} ${hx + rx * 0.92},${hy - ry * 0.3}" stroke="${ICE}" stroke-opacity=".35" stroke-width="2"/>
          <path d="M${hx - rx * 0.24},${hy - ry * 0.92} C${hx + rx * 0.3},${hy - ry * 0.94} ${hx + rx * 0.7},${hy - ry * 0.6} ${hx + rx * 0.84},${hy - ry * 0.24}" stroke="${ICE}" stroke-opacity=".25" stroke-width="1.5"/></g>`,
    hairRim: (hx, hy, rx, ry, stroke) =>
      stroke(
        `M${hx - rx - 2},${hy - 4} C${hx - rx - 8},${hy - ry - 42} ${hx + rx + 8},${hy - ry - 44} ${hx + rx + 2},${hy - 4}`,
        3.5,
      ),
    clothes: (cx, sy) => {
      const lapel = (g, col, op) =>
        `<path d="M${cx + g * 50},${sy - 30} L${cx + g * 104},${sy + 4} L${cx + g * 92},${sy + 44} L${cx + g * 140},${sy + 70} L${cx + g * 12},${sy + 160} L${cx + g * 44},${sy - 40} Z" fill="${col}" stroke="${ICE}" stroke-opacity="${op}" stroke-width="2"/>`;
      const collar = (g, col, op) =>
        `<path d="M${cx + g * 40},${sy - 40} L${cx + g * 50},${sy - 116} L${cx + g * 104},${sy - 64} L${cx + g * 104},${sy + 4} Z" fill="${col}" stroke="${ICE}" stroke-opacity="${op}" stroke-width="2"/>`;
      return `<path d="M${cx - 56},${sy - 60} L${cx + 56},${sy - 60} L${cx + 14},${sy + 162} L${cx - 14},${sy + 162} Z" fill="#6f7c84"/>
        <path d="M${cx - 56},${sy - 60} L${cx + 56},${sy - 60} L${cx + 14},${sy + 162} L${cx - 14},${sy + 162} Z" fill="url(#cylShade)" opacity=".8"/>
        <rect x="${cx - 46}" y="${sy - 96}" width="92" height="46" rx="16" fill="#c3ced3"/><rect x="${cx - 46}" y="${sy - 96}" width="92" height="46" rx="16" fill="url(#cylShade)" opacity=".8"/>
        <path d="M${cx - 44},${sy - 72} Q${cx},${sy - 62} ${cx + 44},${sy - 72}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3"/>
        ${collar(-1, '#22323a', 0.65)}${collar(1, '#121b20', 0.25)}${lapel(-1, '#1a272d', 0.5)}${lapel(1, '#0f171b', 0.22)}
        ${[-1, 1].map((g) => `<circle cx="${cx + g * 40}" cy="${sy + 196}" r="6" fill="#2a3a42" stroke="${ICE}" stroke-opacity=".3"/>`).join('')}
        <g transform="translate(${cx + 146},${sy + 120}) rotate(-6)"><rect x="-22" y="-15" width="40" height="5" fill="${AT_RED}"/><rect x="-22" y="-10" width="40" height="5" fill="#f4f1ea"/><rect x="-22" y="-5" width="40" height="5" fill="${AT_RED}"/>
          <path d="M-26,0 h48" stroke="#0b1114" stroke-width="4"/></g>`;
    },
  },
  tableItems: () => `
      ${chipStack(500, 936, 50, 14, ['#9cc9e0', '#9cc9e0', '#f1ece0'], { seed: 91, k: 0.3, h: 11, jitter: 0.005, edge: '#24404c' })}
      ${chipStack(598, 924, 46, 9, [AT_RED, '#f1ece0', AT_RED], { seed: 92, k: 0.3, h: 11, jitter: 0.005 })}
      ${tableCard(350, 910, 88, 124, -3, 0.38, { rank: '8', s: 'D' })}
      ${tableCard(368, 906, 88, 124, 4, 0.38, { back: true })}
      <g transform="translate(378,886)">
        <ellipse cx="4" cy="18" rx="30" ry="9" fill="#000" opacity=".6" filter="url(#b4)"/>
        <path d="M-18,16 Q0,24 18,16 L14,6 L-14,6 Z M-12,6 L-9,-6 C-16,-10 -22,-14 -21,-22 L-21,-28 C-14,-34 -8,-40 -1,-43 L3,-52 L7,-43 C17,-38 21,-24 16,-10 C14,-4 14,2 14,6 Z" fill="#e8eef0"/>
        <path d="M-18,16 Q0,24 18,16 L14,6 C14,2 14,-4 16,-10 C21,-24 17,-38 7,-43 C10,-30 8,-16 2,6 Z" fill="#5a7480" opacity=".55"/><circle cx="-8" cy="-32" r="1.8" fill="#0b1114"/></g>
      <g transform="translate(180,912)">
        <ellipse cx="6" cy="20" rx="66" ry="18" fill="#000" opacity=".6" filter="url(#b8)"/>
        <ellipse cx="0" cy="16" rx="62" ry="17" fill="#eef2f2"/><ellipse cx="0" cy="14" rx="40" ry="10" fill="#d9e1e2"/>
        <path d="M-36,-44 L-30,6 Q0,18 30,6 L36,-44 Z" fill="#f6f8f8"/><path d="M34,-34 q30,4 18,26 q-8,10 -22,4" fill="none" stroke="#eef2f2" stroke-width="7"/>
        <path d="M-36,-44 L-30,6 Q0,18 30,6 L36,-44 Z" fill="url(#cylShade)" opacity=".7"/>
        <ellipse cx="0" cy="-44" rx="36" ry="10" fill="#c9a27a"/><ellipse cx="0" cy="-42" rx="28" ry="7" fill="#5b3a22"/>
        <path d="M-30,-46 q10,6 24,2 q14,-4 26,0" fill="none" stroke="#f2e6d2" stroke-width="3" opacity=".8"/>
        <path d="M-34,-36 L-30,-6" stroke="${C.gold}" stroke-opacity=".6" stroke-width="2"/></g>`,
};
