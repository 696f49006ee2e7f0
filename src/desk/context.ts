/**
 * What the desk's forms need to know of the content before they open, read once when the desk
 * starts (src/desk/integration.ts) and handed to the browser as the module `virtual:desk-context`:
 * the server reads files, the form code in the browser cannot.
 */
export interface DeskContext {
  /**
   * The content folder's name (content/, or CONTENT_DIR's last part): Keystatic's paths start with
   * it, relative to the folder that holds it (src/desk/file-api.ts).
   */
  contentDir: string;
  /** The broadcaster's IANA zone (site.yaml timeZone): air dates are entered in it. */
  timeZone: string;
  /** The current season's number (the highest in content/seasons/): the Season and Episodes forms are its. */
  season: number;
  /** The show's host (site.yaml host): in every season's cast, never one of its players. */
  host: Person;
  /**
   * Every season, in order, with its players in its cast order, the host left out (one chip-count
   * field each), and how many episodes it has (season.yaml episodes).
   */
  seasons: { number: number; players: Person[]; episodes: number }[];
  /** Everyone with a file in content/cast/, by name: a season's cast is picked from them. */
  people: Person[];
}

export interface Person {
  slug: string;
  name: string;
}

/** A season's players (the current one's unless `season` is given), as the forms list them. */
export function playersOf(context: DeskContext, season = context.season): Person[] {
  const found = context.seasons.find((s) => s.number === season);
  if (!found) throw new Error(`the desk has no season ${season}`);
  return found.players;
}

export const DESK_CONTEXT_MODULE = 'virtual:desk-context';
