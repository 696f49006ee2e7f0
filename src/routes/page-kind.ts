/**
 * A kind of page, said once (withastro/starlight's route data is the model): which pages of it exist
 * for the content at the build's clock, what each shows and says in its head, and its share card.
 * Its page files (src/pages/) take their paths and their view from it, and the share-card route
 * (pages/og/) its cards, so a page cannot exist without its card, nor a card without its page.
 */
import type { OgCardText } from '../lib/seo/og-card.ts';
import type { OgTable } from '../lib/seo/og-table-card.ts';
import type { KindName } from '../lib/pages/page-kinds.ts';

/** What a share card (lib/seo/og-card.ts) draws for one page: its words and art, or its table. */
export type ShareCard = Pick<OgCardText, 'eyebrow' | 'title' | 'subtitle' | 'art'> & { table?: OgTable };

/**
 * One page of a kind: where it lives, and what its route passes its view. (A type, not an
 * interface: Astro's getStaticPaths takes it as props, an object of string keys.)
 */
export type RoutePage<Props> = {
  path: string;
  params: Record<string, string | undefined>;
  props: Props;
};

export interface PageKind<Props, View> {
  kind: KindName;
  /** Every page of the kind at the build's clock, none when the content has none to show. */
  pages(): Promise<RoutePage<Props>[]>;
  /** What a page's template receives: everything it shows, its head (PageMeta) among it. */
  view(page: RoutePage<Props>): Promise<View>;
  /** A page's share card; none for a kind whose head shares another page's (an embed's, its hand's). */
  card?: (page: RoutePage<Props>) => Promise<ShareCard>;
}

/**
 * A kind's pages as Astro's getStaticPaths gives them, each page its own props: all of them, or
 * those `of` a file picks when the kind is two files (the hand list's first page and a season's).
 */
export const staticPaths =
  <Props, View>(kind: PageKind<Props, View>, of: (page: RoutePage<Props>) => boolean = () => true) =>
  async () =>
    (await kind.pages()).filter(of).map((page) => ({ params: page.params, props: page }));

/** The view of the page Astro renders (its props are the RoutePage staticPaths gave it). */
export const viewOf = <Props, View>(kind: PageKind<Props, View>, props: Record<string, unknown>): Promise<View> =>
  kind.view(props as unknown as RoutePage<Props>);

/**
 * The view of a kind's one page, for a page file at a fixed path (Home, About...): Astro gives such
 * a file no props, and its kind says the page exists.
 */
export async function viewOfOnly<Props, View>(kind: PageKind<Props, View>): Promise<View> {
  const [page, ...more] = await kind.pages();
  if (!page || more.length > 0)
    throw new Error(`the ${kind.kind} page: its kind must have one page here, not ${more.length + (page ? 1 : 0)}`);
  return kind.view(page);
}

/** The one page of a kind at a fixed path (Home, About...). */
export const single = (path: string, params: Record<string, string | undefined> = {}): RoutePage<object> => ({
  path,
  params,
  props: {},
});
