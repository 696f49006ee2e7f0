/**
 * EP02, "First Blood": a red chip split in two, shards flying.
 */
import { C, f, rng } from '../palette.mjs';
import { chipTop } from '../chips.mjs';
import { dust, pool } from '../shapes.mjs';
import { EH, episodeSvg, EW } from './scene.mjs';

export default {
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
};
