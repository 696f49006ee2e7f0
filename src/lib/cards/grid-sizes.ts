/**
 * The rendered width of a cast card's picture at every breakpoint of its grid
 * (components/sections/CastGrid.astro: two columns from the smallest phone, three from lg, four
 * from xl on the full cast), as an <img sizes> value, so a phone downloads the file its card needs
 * and not a desktop's. The numbers are the grid's: .container-page's padding (1rem, 1.5rem from sm)
 * and max width (80rem), the gaps (0.75rem, 1.25rem from sm), and the card's 1px border each side.
 */
export interface GridShape {
  /** Four columns from xl (the full cast) rather than three. */
  wide: boolean;
}

/** Files made of each portrait: a 360 px phone's card at 1x to 3x, up to a desktop card at 2x. */
export const CARD_PICTURE_WIDTHS = [200, 320, 480, 640];

const PAGE_MAX_REM = 80;

export function cardSizes({ wide }: GridShape): string {
  const xlColumns = wide ? 4 : 3;
  // columns x card + (columns - 1) x gap + 2 x padding = the container's width; the picture is the
  // card less its border.
  const column = (columns: number, gapRem: number, padRem: number, whole = '100vw') =>
    `calc((${whole} - ${2 * padRem + (columns - 1) * gapRem}rem) / ${columns} - 2px)`;
  return [
    `(min-width: ${PAGE_MAX_REM}rem) ${column(xlColumns, 1.25, 1.5, `${PAGE_MAX_REM}rem`)}`,
    `(min-width: 64rem) ${column(3, 1.25, 1.5)}`,
    `(min-width: 40rem) ${column(2, 1.25, 1.5)}`,
    column(2, 0.75, 1),
  ].join(', ');
}
