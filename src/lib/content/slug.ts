/**
 * The URL slug of a name: lowercase, ASCII, hyphen-separated. Diacritics are folded
 * ("Zoë Ågren" -> "zoe-agren") so a profile URL can be typed on any keyboard.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
