/**
 * EP10, "Life or Death": a chip standing on its edge at the lip of the table.
 */
import { C, f, rad } from '../palette.mjs';
import { suit } from '../suits.mjs';
import { chipStack, chipTop } from '../chips.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
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
};
