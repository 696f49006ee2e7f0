/**
 * A key hand's share card (1200x630, satori's element tree): the table as the hand begins, as the
 * page draws it (the felt, every seat with its portrait or initials, name and stack, the dealer
 * button, the blinds and straddles in front of their players, the antes), the stakes in the middle,
 * the episode above. No cards and no result: a share must not give the hand away. The boxes come
 * placed (share-cards/hand-share.ts fits the page's layout, lib/table-drawing/seat-layout.ts, into the card).
 */
import { CARD_FRAME, GOLD, INK, OG_BORDER, OG_WIDTH, brand, el, type El, type OgCardText } from './og-card.ts';

/** A box by its top-left corner, in px of the card inside its border. */
export interface OgBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OgTableSeat {
  box: OgBox;
  name: string;
  /** Chips, worded: "60,000". */
  stack: string;
  /** A square PNG data: URL (lib/seo/og-card.ts OgArt, placement 'seat'); none: the initials. */
  portrait?: string | undefined;
  initials: string;
  button: boolean;
  /** What the seat antes, worded ("Ante 2,000"), if anything. */
  ante?: string | undefined;
}

export interface OgTable {
  /** Where the table is drawn: the area below the card's head. */
  felt: OgBox;
  seats: OgTableSeat[];
  /** Blinds and straddles posted, in front of their players: "SB 500", "BB 1,000", "STR 4,000". */
  bets: { box: OgBox; label: string }[];
  /** The stakes in the middle of the felt ("Blinds 500/1,000"). */
  middle: OgBox;
  stakes: string;
}

/** Where the table may go: the card inside its border, below the head. */
export const OG_TABLE_AREA = { x: 40, y: 112, width: OG_WIDTH - 2 * OG_BORDER - 80, height: 470 } as const;

const CREAM = '#f5f1e6';
const MUTED = '#c9d3cd';
const at = (b: OgBox) => ({ position: 'absolute', left: b.x, top: b.y, width: b.width, height: b.height });

function seat(s: OgTableSeat): El {
  const face = Math.round(s.box.height * 0.44);
  const text = Math.max(14, Math.round(s.box.height * 0.15));
  const round = { display: 'flex', width: face, height: face, borderRadius: face / 2, overflow: 'hidden' };
  const portrait = s.portrait
    ? el('div', round, [{ type: 'img', props: { src: s.portrait, width: face, height: face } }])
    : el(
        'div',
        {
          ...round,
          border: `2px solid ${GOLD}`,
          alignItems: 'center',
          justifyContent: 'center',
          color: GOLD,
          fontSize: Math.round(face * 0.4),
        },
        s.initials,
      );
  return el(
    'div',
    {
      ...at(s.box),
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      backgroundColor: '#111916',
      border: '2px solid #2a3a33',
      borderRadius: 14,
    },
    [
      portrait,
      el('div', { display: 'flex', fontSize: text, color: CREAM }, s.name),
      el('div', { display: 'flex', fontSize: text, fontWeight: 400, color: MUTED }, s.stack),
      ...(s.ante ? [el('div', { display: 'flex', fontSize: text * 0.8, fontWeight: 400, color: MUTED }, s.ante)] : []),
      ...(s.button
        ? [
            el(
              'div',
              {
                position: 'absolute',
                top: 6,
                left: 6,
                display: 'flex',
                width: text * 1.4,
                height: text * 1.4,
                borderRadius: text,
                backgroundColor: CREAM,
                color: INK,
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: text * 0.9,
              },
              'D',
            ),
          ]
        : []),
    ],
  );
}

const bet = (b: { box: OgBox; label: string }) =>
  el(
    'div',
    {
      ...at(b.box),
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 8,
      borderRadius: b.box.height,
      backgroundColor: 'rgba(11,15,13,0.88)',
      color: CREAM,
      fontSize: Math.round(b.box.height * 0.62),
    },
    [
      el('div', { display: 'flex', width: 14, height: 14, borderRadius: 7, backgroundColor: GOLD }),
      el('div', { display: 'flex' }, b.label),
    ],
  );

export function ogTableCard(t: OgCardText & { table: OgTable }): El {
  const { felt, middle } = t.table;
  const head = el(
    'div',
    { position: 'absolute', top: 28, left: 48, right: 48, display: 'flex', justifyContent: 'space-between' },
    [
      brand(t.siteName),
      el(
        'div',
        { display: 'flex', fontSize: 30, color: GOLD, letterSpacing: 6, textTransform: 'uppercase' },
        t.eyebrow,
      ),
    ],
  );
  const table = el('div', {
    ...at(felt),
    display: 'flex',
    borderRadius: felt.height,
    backgroundImage: 'radial-gradient(ellipse at 50% 35%, #145a41, #0f3d2e 70%)',
    border: `10px solid #111916`,
    boxShadow: `0 0 0 2px ${GOLD}`,
  });
  const stakes = el(
    'div',
    {
      ...at(middle),
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      fontSize: 26,
      lineHeight: 1.2,
      color: CREAM,
    },
    t.table.stakes,
  );
  return el('div', CARD_FRAME, [head, table, stakes, ...t.table.bets.map(bet), ...t.table.seats.map(seat)]);
}
