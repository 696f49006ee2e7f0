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
  /** The current season's number (the highest in content/seasons/): its episodes are the forms'. */
  season: number;
  /** The current season's players, in its cast order, the host left out: one chip-count field each. */
  players: { slug: string; name: string }[];
  /** Everyone with a file in content/cast/, by name: a season's cast is picked from them. */
  people: { slug: string; name: string }[];
}

export const DESK_CONTEXT_MODULE = 'virtual:desk-context';
