/**
 * The share cards of the season pages (pages/seasons/), for the share-image route
 * (pages/og/[...image].png.ts): /seasons/, each season's page and its field. None once the show has
 * one season, as those pages are not built then. A card tells status, dates and counts, never a result:
 * a field's card says what /standings/'s does (lib/standings/field-view.ts fieldCard).
 */
import { getCast, getField, getSeasonSummaries, getSite } from '../data.ts';
import { zonedTime } from '../lib/airing/broadcast-time.ts';
import { STATUS_LABEL, seasonDates } from '../lib/seasons/season-summary.ts';
import { hasSeasonPages, SEASONS_PATH, seasonPath, seasonStandingsPath } from '../lib/seo/urls.ts';
import { fieldCard } from '../lib/standings/field-view.ts';

interface SeasonCard {
  eyebrow: string;
  title: string;
  subtitle: string;
}

export async function seasonShareCards(): Promise<[string, SeasonCard][]> {
  const [site, summaries] = await Promise.all([getSite(), getSeasonSummaries()]);
  if (!hasSeasonPages(summaries.length)) return [];
  const perSeason = await Promise.all(
    summaries.map(async (s): Promise<[string, SeasonCard][]> => {
      const [cast, { field, member }] = await Promise.all([getCast(s.number), getField(s.number)]);
      const players = cast.filter((m) => m.id !== site.host).length;
      const premiere = s.premiere && zonedTime(s.premiere, site.timeZone).text;
      return [
        [
          seasonPath(s.number),
          {
            eyebrow: `Season ${s.number} · ${STATUS_LABEL[s.status]}`,
            title: `Season ${s.number}`,
            subtitle: `${seasonDates(s, site.timeZone)} · ${s.episodes} episodes · ${players} players`,
          },
        ],
        [
          seasonStandingsPath(s.number),
          {
            eyebrow: `The field · Season ${s.number}`,
            ...fieldCard(field, (slug) => member(slug).data.name, premiere),
          },
        ],
      ];
    }),
  );
  return [
    [SEASONS_PATH, { eyebrow: site.title, title: 'All Seasons', subtitle: `${summaries.length} seasons` }],
    ...perSeason.flat(),
  ];
}
