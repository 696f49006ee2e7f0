/**
 * A key hand's share card's table (lib/seo/og-table-card.ts): the page's own layout for that many
 * players (lib/table-drawing/seat-layout.ts, the wide shape) fitted into the card, every seat with its
 * portrait (cut round from the cast art, share-art.ts), starting stack and what it posted. From the
 * replay's start only: no card is dealt and nothing is decided.
 */
import type { ImageMetadata } from 'astro';
import { initials } from '../lib/cards/initials.ts';
import { fitLayout, tableLayout, type Box } from '../lib/table-drawing/seat-layout.ts';
import { chips, stakes } from '../lib/hand-words/words.ts';
import { positionTags } from '../lib/table-drawing/table-view.ts';
import { OG_TABLE_AREA, type OgBox, type OgTable } from '../lib/seo/og-table-card.ts';
import { shareArt } from './share-art.ts';
import { replayOf, type KeyHand } from '../data/index.ts';

/** The smallest box around two. */
function around(a: Box, b: Box): Box {
  const left = Math.min(a.cx - a.width / 2, b.cx - b.width / 2);
  const right = Math.max(a.cx + a.width / 2, b.cx + b.width / 2);
  const top = Math.min(a.cy - a.height / 2, b.cy - b.height / 2);
  const bottom = Math.max(a.cy + a.height / 2, b.cy + b.height / 2);
  return { cx: (left + right) / 2, cy: (top + bottom) / 2, width: right - left, height: bottom - top };
}

export async function handShareTable(
  keyHand: KeyHand,
  members: readonly { name: string; image?: ImageMetadata | undefined }[],
): Promise<OgTable> {
  const { hand } = keyHand;
  const n = hand.players.length;
  const layout = fitLayout(tableLayout(n, 'wide'), OG_TABLE_AREA.width, OG_TABLE_AREA.height);
  // Centred in the area, as the page centres its frame.
  const dx = OG_TABLE_AREA.x + (OG_TABLE_AREA.width - layout.frame.width) / 2;
  const dy = OG_TABLE_AREA.y + (OG_TABLE_AREA.height - layout.frame.height) / 2;
  const box = (b: Box): OgBox => ({
    x: dx + b.cx - b.width / 2,
    y: dy + b.cy - b.height / 2,
    width: b.width,
    height: b.height,
  });
  // The hand page's own replay (kept once a build), not a second reading of the hand.
  const start = replayOf(keyHand).start.seats;
  // The page's own tags for what each seat posted: 'SB', 'BB', 'STR' (the button's 'BTN' is its disc).
  const tags = positionTags(hand.input, n).map((t) => t.filter((tag) => tag !== 'BTN').join(' '));
  const portraits = await Promise.all(
    members.map(async (m) => (m.image ? (await shareArt(m.image, 'seat')).src : undefined)),
  );
  return {
    felt: box({ ...layout.felt, width: 2 * layout.felt.rx, height: 2 * layout.felt.ry }),
    seats: members.map((m, i) => ({
      box: box(layout.seats[i] as Box),
      name: m.name,
      stack: chips(hand.input.startingStacks[i] ?? 0),
      portrait: portraits[i],
      initials: initials(m.name),
      button: i === n - 1,
      ante: (start[i]?.ante ?? 0) > 0 ? `Ante ${chips(start[i]?.ante ?? 0)}` : undefined,
    })),
    bets: start.flatMap((seat, i) =>
      seat.bet > 0
        ? [
            {
              box: box(layout.bets[i] as Box),
              label: `${tags[i] ?? ''} ${chips(seat.bet)}`.trim(),
            },
          ]
        : [],
    ),
    // The stakes where the board and the pots would be: both are clear of every seat and bet.
    middle: box(around(layout.board, layout.pots)),
    stakes: `Blinds ${stakes(hand.input)}`,
  };
}
