/**
 * The "player card" a portrait sits in (800x1000): gold frame, felt backdrop,
 * halo, the table in front of the player and the rank/suit corner indices.
 * `portraitDefs` holds the gradients the figure and the player's parts use;
 * their colours come from the player's data (accent, felt, light side).
 */
import { C } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { commonDefs, finish } from '../defs.mjs';
import { CH, CW, figure } from './figure.mjs';

export function portraitDefs(p) {
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

export function portraitSvg(p) {
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
