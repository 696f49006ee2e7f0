import { describe, expect, it } from 'vitest';
import { OG_BORDER } from './og-card.ts';
import { OG_TABLE_AREA, ogTableCard, type OgTable } from './og-table-card.ts';

const box = (x: number, y: number) => ({ x, y, width: 160, height: 130 });
const table: OgTable = {
  felt: { x: 100, y: 150, width: 900, height: 400 },
  seats: [
    {
      box: box(100, 300),
      name: 'Tanner Voss',
      stack: '12,000',
      portrait: 'data:image/png;base64,AAAA',
      initials: 'TV',
      button: false,
    },
    { box: box(500, 130), name: 'Jae-won Seo', stack: '40,000', initials: 'JS', button: false, ante: 'Ante 200' },
    { box: box(900, 300), name: 'Dante Okonkwo', stack: '60,000', initials: 'DO', button: true },
  ],
  bets: [
    { box: { x: 300, y: 330, width: 100, height: 30 }, label: 'SB 500' },
    { box: { x: 500, y: 280, width: 100, height: 30 }, label: 'BB 1,000' },
  ],
  middle: { x: 450, y: 330, width: 260, height: 80 },
  stakes: 'Blinds 500/1,000',
};
const card = ogTableCard({
  siteName: 'The Last Stack',
  tagline: 'One table.',
  eyebrow: 'EP01 · Key hand',
  title: 'x',
  table,
});
const text = JSON.stringify(card);

describe('ogTableCard', () => {
  it('draws the table as the hand begins: every seat, its stack, the button, the blinds and antes, the stakes', () => {
    expect(card.props.style).toMatchObject({ width: 1200 - 2 * OG_BORDER, height: 630 - 2 * OG_BORDER });
    for (const s of ['The Last Stack', 'EP01 · Key hand', 'Tanner Voss', '12,000', 'Jae-won Seo', 'Ante 200']) {
      expect(text).toContain(s);
    }
    for (const s of ['SB 500', 'BB 1,000', 'Blinds 500/1,000', '"D"']) expect(text).toContain(s);
    // A portrait where there is one, the initials where there is none.
    expect(text).toContain('data:image/png;base64,AAAA');
    expect(text).toContain('"JS"');
  });

  it('places each seat where the layout put it', () => {
    expect(text).toContain('"position":"absolute","left":900,"top":300,"width":160,"height":130');
  });

  it('keeps the table below the head and inside the border', () => {
    expect(OG_TABLE_AREA.y).toBeGreaterThanOrEqual(100);
    expect(OG_TABLE_AREA.x + OG_TABLE_AREA.width).toBeLessThanOrEqual(1200 - 2 * OG_BORDER);
    expect(OG_TABLE_AREA.y + OG_TABLE_AREA.height).toBeLessThanOrEqual(630 - 2 * OG_BORDER);
  });
});
