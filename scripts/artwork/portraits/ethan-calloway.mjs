/**
 * Ethan Calloway (K of spades): red earth and outback ranges under the Milky Way
 * and Southern Cross, a drifter's dashed routes; a wide-brimmed bush hat, open
 * shirt and canvas jacket; his battered travel notebook beside easy stacks.
 */
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust, star } from '../shapes.mjs';

const SEA = '#1f8a96';
const SAND = '#e9d6ab';
const CORAL = '#e2603f';
const HZ = 540;

export default {
  slug: 'ethan-calloway',
  rank: 'K',
  suit: 'S',
  accent: ['#ffc48a', '#2c9fb3'],
  light: 'left',
  feltHi: '#2a3f52',
  feltMid: '#111c28',
  tileRot: -10,
  backdrop: () => {
    let g = `<defs><linearGradient id="ecSky" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#0e1830" stop-opacity="0"/><stop offset=".6" stop-color="#3a3f66" stop-opacity=".55"/><stop offset="1" stop-color="#d98a6a" stop-opacity=".85"/></linearGradient>
      <linearGradient id="ecEarth" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#8a3f22"/><stop offset="1" stop-color="#240f08"/></linearGradient></defs>`;
    g += `<rect x="30" y="30" width="740" height="${HZ - 30}" fill="url(#ecSky)"/>`;
    // the Milky Way with the Southern Cross and its Pointers
    g += `<ellipse cx="420" cy="260" rx="520" ry="70" transform="rotate(-32,420,260)" fill="#dfe6ff" opacity=".12" filter="url(#b24)"/>`;
    g += dust(800, 1000, 90, 73, { area: [60, 60, 760, 440], col: '#fff3dc', op: 0.4, max: 1.4 });
    const sky = '610,110,12 572,186,10 624,262,13 664,192,9 640,214,5 470,250,9 512,282,8'.split(' ');
    g += `<g>${sky.map((v) => star(...v.split(',').map(Number), '#fff6e0')).join('')}</g>`;
    // red earth and flat-topped ranges on the horizon
    g += `<rect x="30" y="${HZ}" width="740" height="${1000 - HZ}" fill="url(#ecEarth)"/>`;
    g += `<path d="M30,${HZ} V${HZ - 34} L70,${HZ - 40} L96,${HZ - 62} L190,${HZ - 64} L214,${HZ - 30} L260,${HZ - 22} L290,${HZ} Z M560,${HZ} L600,${HZ - 26} L640,${HZ - 30} L660,${HZ - 52} L724,${HZ - 54} L744,${HZ - 28} L770,${HZ - 26} V${HZ} Z" fill="#3d1c12"/>`;
    g += `<path d="M30,${HZ} H770" stroke="#ffc48a" stroke-opacity=".5" stroke-width="1.5"/>`;
    g += `<g stroke="#ffb27a" stroke-opacity=".12" stroke-width="2">${Array.from({ length: 5 }, (_, i) => `<path d="M30,${HZ + 20 + i * i * 14} H770"/>`).join('')}</g>`;
    // dashed routes between ports of call
    g += `<g fill="none" stroke="#ffe3b8" stroke-opacity=".3" stroke-width="2" stroke-dasharray="3 9">
        <path d="M90,420 Q250,150 520,330"/><path d="M140,250 Q330,80 460,150"/></g>
      <g fill="#ffe3b8" opacity=".55"><circle cx="90" cy="420" r="4"/><circle cx="520" cy="330" r="4"/><circle cx="140" cy="250" r="4"/><circle cx="460" cy="150" r="4"/></g>`;
    return g;
  },
  fig: {
    w: 580,
    hy: 398,
    hrx: 84,
    hry: 102,
    tilt: 4,
    headDx: 6,
    bodyDx: -4,
    torso: { l: -6, r: 8, neck: 40 },
    // shaggy, sun-bleached ends below the hat
    behindHead: (hx, hy, rx) => `
        <path d="M${hx - rx - 8},${hy - 30} C${hx - rx - 18},${hy + 30} ${hx - rx - 4},${hy + 70} ${hx - rx + 14},${hy + 86} L${hx - rx + 4},${hy + 40}
                 L${hx + rx - 4},${hy + 40} L${hx + rx - 14},${hy + 86} C${hx + rx + 4},${hy + 70} ${hx + rx + 18},${hy + 30} ${hx + rx + 8},${hy - 30} Z" fill="url(#hairFill)"/>`,
    front: (hx, hy, rx, ry) => {
      const by = hy - ry * 0.42;
      const crown = `M${hx - rx * 0.92},${by} C${hx - rx * 0.95},${by - 60} ${hx - rx * 0.8},${by - 92} ${hx - rx * 0.42},${by - 90}
        C${hx - rx * 0.18},${by - 88} ${hx - rx * 0.1},${by - 74} ${hx},${by - 74} C${hx + rx * 0.1},${by - 74} ${hx + rx * 0.18},${by - 88} ${hx + rx * 0.42},${by - 90}
        C${hx + rx * 0.8},${by - 92} ${hx + rx * 0.95},${by - 60} ${hx + rx * 0.92},${by} Z`;
      const brim = `M${hx - rx * 2.2},${by - 8} C${hx - rx * 1.9},${by - 22} ${hx - rx * 1.4},${by - 24} ${hx},${by - 22} C${hx + rx * 1.4},${by - 24} ${hx + rx * 1.9},${by - 22} ${hx + rx * 2.2},${by - 8}
        C${hx + rx * 1.9},${by + 10} ${hx + rx * 1.2},${by + 46} ${hx},${by + 46} C${hx - rx * 1.2},${by + 46} ${hx - rx * 1.9},${by + 10} ${hx - rx * 2.2},${by - 8} Z`;
      return `<ellipse cx="${hx}" cy="${by + 22}" rx="${rx * 1.1}" ry="40" fill="#000" opacity=".55" filter="url(#b14)"/>
        <path d="${crown}" fill="#5c4530"/><path d="${crown}" fill="url(#headFill)" opacity=".45"/>
        <path d="M${hx - rx * 0.92},${by - 22} C${hx - rx * 0.4},${by - 30} ${hx + rx * 0.4},${by - 30} ${hx + rx * 0.92},${by - 22} L${hx + rx * 0.92},${by - 4} C${hx + rx * 0.4},${by - 12} ${hx - rx * 0.4},${by - 12} ${hx - rx * 0.92},${by - 4} Z" fill="#6e4a2c"/>
        <path d="M${hx - rx * 0.6},${by - 26} l-6,22 M${hx - rx * 0.5},${by - 27} l-4,22" stroke="#ffc48a" stroke-opacity=".5" stroke-width="2"/>
        <path d="${brim}" fill="#3e2f21"/><path d="${brim}" fill="url(#bodyFill)" opacity=".5"/>
        <path d="${brim}" fill="none" stroke="url(#rim)" stroke-width="3.5"/><path d="${brim}" fill="none" stroke="url(#rimGold)" stroke-width="2"/>
        <path d="${crown}" fill="none" stroke="url(#rim)" stroke-width="4"/><path d="${crown}" fill="none" stroke="url(#rimGold)" stroke-width="2.5"/>`;
    },
    clothes: (cx, sy) => `
        <path d="M${cx - 34},${sy - 44} L${cx + 6},${sy + 80} L${cx + 38},${sy - 44}" fill="#3a2e22" opacity=".75"/>
        <path d="M${cx - 40},${sy - 50} L${cx - 86},${sy + 4} L${cx - 30},${sy + 10} L${cx + 6},${sy + 90} Z" fill="${SAND}" opacity=".85"/>
        <path d="M${cx + 42},${sy - 50} L${cx + 90},${sy + 4} L${cx + 40},${sy + 10} L${cx + 6},${sy + 90} Z" fill="#b9a57c" opacity=".8"/>
        <path d="M${cx - 26},${sy - 40} Q${cx + 4},${sy + 20} ${cx + 32},${sy - 40}" fill="none" stroke="#1a120c" stroke-width="2"/>
        <path d="M${cx + 2},${sy + 10} l6,18 l6,-18 Z" fill="#f6f1e4"/>
        <path d="M${cx - 90},${sy + 2} L${cx - 170},${sy + 40} L${cx - 110},${sy + 100} L${cx - 10},${sy + 260} L${cx - 30},${sy + 12}" fill="#3b3324" stroke="#ffc48a" stroke-opacity=".45" stroke-width="2"/>
        <path d="M${cx + 94},${sy + 2} L${cx + 174},${sy + 40} L${cx + 114},${sy + 100} L${cx + 24},${sy + 260} L${cx + 42},${sy + 12}" fill="#2a2419" stroke="#ffc48a" stroke-opacity=".25" stroke-width="2"/>
        <rect x="${cx - 190}" y="${sy + 120}" width="62" height="66" rx="5" fill="#2f291d" stroke="#ffc48a" stroke-opacity=".35" stroke-width="2"/><path d="M${cx - 190},${sy + 120} h62 v18 l-31,8 l-31,-8 Z" fill="#3b3324" stroke="#ffc48a" stroke-opacity=".35" stroke-width="2"/>
        <rect x="${cx + 134}" y="${sy + 120}" width="62" height="66" rx="5" fill="#201b13" stroke="#ffc48a" stroke-opacity=".15" stroke-width="2"/><path d="M${cx + 134},${sy + 120} h62 v18 l-31,8 l-31,-8 Z" fill="#262017" stroke="#ffc48a" stroke-opacity=".15" stroke-width="2"/>`,
  },
  tableItems: () => `
      ${chipStack(150, 935, 52, 8, [SEA, SAND], { seed: 74, k: 0.3, h: 11, lean: 0.8, jitter: 0.08, edge: '#f7eedb' })}
      ${chipStack(254, 925, 52, 5, [CORAL, '#f7eedb'], { seed: 75, k: 0.3, h: 11, lean: -0.6, jitter: 0.08 })}
      ${chipStack(596, 940, 54, 11, [SAND, SEA, SEA], { seed: 76, k: 0.3, h: 11, jitter: 0.07, edge: '#0f3b42', topMark: 'S' })}
      <g transform="translate(352,922) scale(1,.4) rotate(-14)">
        <rect x="-62" y="-84" width="130" height="176" rx="10" fill="#000" opacity=".55" filter="url(#b8)"/>
        <rect x="-60" y="-86" width="124" height="172" rx="8" fill="#6b4528"/><rect x="-60" y="-86" width="124" height="172" rx="8" fill="url(#topShade)"/>
        <rect x="-52" y="-78" width="108" height="156" rx="5" fill="none" stroke="#e9c46a" stroke-opacity=".35" stroke-width="2.5" stroke-dasharray="6 5"/>
        <rect x="40" y="-86" width="9" height="172" fill="#1a120c"/><path d="M-62,-70 l-6,10 l6,10 M-62,50 l-6,10 l6,10" fill="#efe6cf"/><path d="M-40,-40 l60,0 M-40,-22 l44,0" stroke="#e9c46a" stroke-opacity=".2" stroke-width="3"/></g>
      ${tableCard(470, 903, 88, 124, -14, 0.38, { rank: 'K', s: 'S' })}
      ${tableCard(512, 914, 88, 124, 22, 0.38, { back: true })}`,
};
