/**
 * EP09, "The Final Prayer": a back-lit player, head bowed over clasped hands.
 */
import { C, f } from '../palette.mjs';
import { chipStack } from '../chips.mjs';
import { tableCard } from '../cards.mjs';
import { dust, pool } from '../shapes.mjs';
import { headPath, torsoPath } from '../portraits/figure.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
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
};
