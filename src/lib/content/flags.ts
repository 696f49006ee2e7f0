/**
 * Country flags as images, not emoji: Windows has no flag emoji (Chrome and Edge there show "NO"
 * for 🇳🇴) and a machine without a colour emoji font shows two empty boxes. Content keeps the
 * emoji (content/cast/*.yaml `flag`), this module finds its country with country-flag-icons (the
 * same library's emoji for each code, compared) and draws every flag the content uses from that
 * library's 3:2 SVGs into one sprite, /flags.svg, with a <view> per country: one cached request
 * for all of a page's flags, none in its first response.
 */
import { countries } from 'country-flag-icons';
import * as flagSvgs from 'country-flag-icons/string/3x2';
import emojiOf from 'country-flag-icons/unicode';

export const FLAG_SPRITE_PATH = '/flags.svg';
/** The library's 3:2 flags are drawn on this box. */
const FLAG_WIDTH = 513;
const FLAG_HEIGHT = 342;

/** The country (ISO 3166-1 alpha-2) a flag emoji stands for, or undefined if it is not a flag. */
export function flagCountry(emoji: string): string | undefined {
  return countries.find((code) => emojiOf(code) === emoji && code in flagSvgs);
}

/** The country's name in English ("Norway", "South Korea"): the flag's text alternative. */
export function countryName(code: string): string {
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
  if (!name) throw new Error(`no English name for country "${code}"`);
  return name;
}

/** The URL an <img> shows one country's flag with. */
export const flagUrl = (code: string) => `${FLAG_SPRITE_PATH}#${code}`;

function flagSvg(code: string): string {
  const svg = (flagSvgs as Record<string, string>)[code];
  if (!svg) throw new Error(`country-flag-icons has no flag for "${code}"`);
  return svg;
}

/** The sprite: the given countries' flags one under another, and a <view> per flag. */
export function flagSprite(codes: readonly string[]): string {
  const unique = [...new Set(codes)].sort();
  const cells = unique.map((code, row) => {
    const y = row * FLAG_HEIGHT;
    // The library's own <svg> keeps its viewBox; placed at its row, sized to its cell.
    const flag = flagSvg(code).replace(/^<svg /, `<svg x="0" y="${y}" width="${FLAG_WIDTH}" height="${FLAG_HEIGHT}" `);
    return `<view id="${code}" viewBox="0 ${y} ${FLAG_WIDTH} ${FLAG_HEIGHT}"/>${flag}`;
  });
  const height = unique.length * FLAG_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FLAG_WIDTH} ${height}" width="${FLAG_WIDTH}" height="${height}">${cells.join('')}</svg>\n`;
}
