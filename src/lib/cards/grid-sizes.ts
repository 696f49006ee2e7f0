/**
 * The rendered width of a cast card's picture at every breakpoint of its grid
 * (components/sections/CastGrid.astro: two columns from the smallest phone, three from lg, four
 * from xl on the full cast), as an <img sizes> value, so a phone downloads the file its card needs
 * and not a desktop's. Short on purpose: Home carries it six times in a first response that sits at
 * its first round trip, so it is the grid's arithmetic folded into the fewest bytes:
 * - below lg, two columns: (100vw - 2 x 1rem padding - 0.75rem gap) / 2 - the card's 2 x 1px border
 *   = 50vw - 24px (from sm the padding and gap grow, and this errs 12px large);
 * - lg to xl, three columns: about 31vw;
 * - from xl (80rem) the container stops growing: 3 columns of ~25rem, or 4 of ~18rem on /cast/.
 */
export interface GridShape {
  /** Four columns from xl (the full cast) rather than three. */
  wide: boolean;
}

/** Files made of each portrait: a 360 px phone's card at 2x and 3x, a desktop card at 1x and 2x. */
export const CARD_PICTURE_WIDTHS = [320, 480, 640];

export function cardSizes({ wide }: GridShape): string {
  return `(min-width:80rem) ${wide ? 18 : 25}rem,(min-width:64rem) 31vw,calc(50vw - 24px)`;
}
