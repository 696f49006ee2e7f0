/**
 * The shape of every kind of data in content/. This is the one place it is defined:
 * src/content.config.ts wraps these in collections, and scripts/content/check.ts (and
 * its tests) validate the raw YAML with the very same schemas.
 *
 * Image fields take a factory because Astro's `image()` helper only exists inside a
 * collection's schema context; tests pass a plain string schema instead.
 */
import { z } from 'astro/zod';
import { isTimeZone } from '../airing/broadcast-time.ts';
import { airDateProblem, resultsDelayProblem, runtimeProblem } from '../airing/episode-state.ts';
import { flagCountry } from './flags.ts';
import { handSchema } from './hand-schema.ts';
import { TILE_FACTS } from '../sections/stat-tiles.ts';
import { EPISODE_CODE } from './episode-code.ts';

export type ImageSchema = () => z.ZodType;
/** Generic over the image schema so Astro's image() flows through to ImageMetadata in page types. */
type ImageOf<I extends z.ZodType> = () => I;

/** Non-empty after trimming: an empty string in content is always a mistake. */
const text = () => z.string().trim().min(1, 'must not be empty');
const httpsUrl = () => z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' });
/** A string, not a YAML 1.1 timestamp: the loaders parse YAML 1.2, which keeps the offset. */
const airDate = () =>
  z.string('must be a date and time with an offset, e.g. 2026-01-06T20:00:00-05:00').superRefine((value, ctx) => {
    const problem = airDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** Minutes checked by a rule of lib/airing/episode-state.ts, so the content check and the state agree. */
const minutes = (problem: (m: number) => string | undefined) =>
  z.number('must be a whole number of minutes').superRefine((value, ctx) => {
    const found = problem(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  });
const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase hyphenated slug');

export const partnerSchema = z.strictObject({ name: text(), url: httpsUrl() });

export const socialKinds = ['facebook', 'instagram', 'twitter', 'youtube'] as const;

export const siteSchema = <I extends z.ZodType>(image: ImageOf<I>) =>
  z.strictObject({
    title: text(),
    tagline: text(),
    /** The home page's search-result snippet, also the series description in structured data. */
    description: text().min(70, 'must be at least 70 characters').max(160, 'must be at most 160 characters'),
    siteUrl: httpsUrl(),
    language: text(),
    /** The broadcaster's IANA zone: air times are shown in it, with its label. */
    timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/New_York'),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour'),
    keywords: z.array(text()).min(1),
    /** The show's facts; a season's own (players, episodes, prize pool) are in its season.yaml. */
    facts: z.strictObject({
      /** Every episode's running time, in minutes, unless an episode gives its own runtimeMinutes. */
      episodeMinutes: minutes(runtimeProblem),
    }),
    /**
     * How many minutes after an episode's broadcast ends its results may be told (0 without it): a
     * later airing in another zone moves the spoiler line later (lib/airing/episode-state.ts).
     */
    resultsDelayMinutes: minutes(resultsDelayProblem).optional(),
    /** The show's host, a cast slug: in every season's cast, and never one of its players. */
    host: slug(),
    partners: z.strictObject({
      sponsor: partnerSchema,
      broadcaster: partnerSchema,
      streaming: partnerSchema,
      videoSite: partnerSchema,
      producer: partnerSchema,
    }),
    pressEmail: z.email(),
    contentRating: text(),
    /** Optional on purpose: remove it and the rating disappears from page and markup alike. */
    rating: z
      .strictObject({
        value: z.number().positive(),
        best: z.number().positive(),
        count: z.number().int().positive(),
      })
      .refine((r) => r.value <= r.best, { message: 'value must not exceed best', path: ['value'] })
      .optional(),
    copyrightYear: z.number().int().min(2000).max(2100),
    responsiblePlay: text(),
    heroVideo: z
      .strictObject({
        youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id'),
        startSeconds: z.number().int().nonnegative(),
        title: text(),
        /** ISO date the video was published (search engines require it for video markup). */
        uploadDate: z.iso.date(),
      })
      .optional(),
    heroPoster: image(),
    /** Where the newsletter form posts. Empty: the spec's behaviour (log and clear, nothing sent). */
    newsletterEndpoint: z.union([z.literal(''), httpsUrl()]),
    social: z
      .array(
        z.strictObject({
          kind: z.enum(socialKinds),
          label: text(),
          url: httpsUrl().optional(),
        }),
      )
      .length(4),
    legal: z.array(z.strictObject({ label: text(), url: httpsUrl().optional() })).min(1),
  });

export const achievementSchema = z.strictObject({
  year: z.number().int().min(1970).max(2100),
  tournament: text(),
  placement: text(),
  winnings: text(),
});

export const faqItemSchema = z.strictObject({ question: text(), answer: text() });

export const castMemberSchema = <I extends z.ZodType>(image: ImageOf<I>) =>
  z.strictObject({
    name: text(),
    nickname: text().optional(),
    metaTitle: text().max(60, 'must be at most 60 characters'),
    metaDescription: text().min(70, 'must be at least 70 characters').max(160, 'must be at most 160 characters'),
    role: text(),
    image: image().optional(),
    nationality: text(),
    flag: text().refine((f) => flagCountry(f) !== undefined, 'must be a country flag emoji, like 🇳🇴'),
    birthYear: z.number().int().min(1900).max(2100).optional(),
    yearsActive: text(),
    majorTitles: z.number().int().nonnegative(),
    totalEarnings: z.string().regex(/^\$\d+(?:\.\d+)?[KMB]$/, 'must look like $12.4M'),
    introduction: text(),
    earlyLife: text(),
    careerHighlights: text(),
    playingStyle: text(),
    achievements: z.array(achievementSchema).max(6),
    mediaPresence: text(),
    currentStatus: text(),
    funFacts: z.array(text()),
    faqs: z.array(faqItemSchema),
    socialLinks: z.strictObject({ twitter: httpsUrl().optional(), instagram: httpsUrl().optional() }).optional(),
  });

/** The partners an episode can be watched on (site.yaml partners keys). */
/**
 * A season (content/seasons/<number>/season.yaml): who played it and how it ended. Its episodes and
 * key hands are the files beside it; a person is content/cast/<slug>.yaml, whatever the season.
 */
export const seasonSchema = z.strictObject({
  number: z.number().int().positive(),
  /** The season's players and the show's host, as cast slugs in display order. */
  cast: z.array(slug()).min(1),
  /** Who won it: one of its cast; absent until the season has been decided. */
  champion: slug().optional(),
  /** Chips each player starts the season with; when set, every episode's counts must add up to players x this. */
  startingStack: z.number().int().positive().optional(),
  /** The facts the pages give of it ("16 players", "12 episodes", "$1M prize pool"). Its players: its cast, the host not counted. */
  players: z.number().int().positive(),
  /** Its episodes, aired or not: none is numbered above this. */
  episodes: z.number().int().positive(),
  prizePool: text(),
  /**
   * What About says of it while it is the latest season with a champion: the Champion Spotlight's
   * paragraph and the press kit's line (a season with a champion has them: lib/content/season-check.ts).
   */
  about: z.strictObject({ championBlurb: text(), pressKitText: text() }).optional(),
});

export const WATCH_PARTNERS = ['broadcaster', 'streaming'] as const;
export type WatchPartner = (typeof WATCH_PARTNERS)[number];

export const episodeSchema = <I extends z.ZodType>(image: ImageOf<I>) =>
  z.strictObject({
    number: z.number().int().positive().max(99),
    episode: z.string().regex(EPISODE_CODE, 'must be a code like EP01'),
    title: text(),
    description: text(),
    image: image(),
    /**
     * When it airs: ISO 8601 with the broadcaster's offset or Z. Absent: TBA. Its state (TBA,
     * announced, on air, aired) and every date shown follow from it (lib/airing/episode-state.ts).
     */
    airDate: airDate().optional(),
    /** Its own running time in minutes (a longer finale); site.yaml's facts.episodeMinutes without it. */
    runtimeMinutes: minutes(runtimeProblem).optional(),
    /** The episode page's longer text: paragraphs (a list, or one block with blank lines between). */
    synopsis: z
      .union([text(), z.array(text()).min(1)])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(/\n\s*\n/)).map((p) => p.replace(/\s+/g, ' ').trim()),
      )
      .optional(),
    /** Slugs of the players the episode features (their cards on its page, it on their profiles). */
    cast: z.array(slug()).optional(),
    /**
     * Results, written once the episode has aired (lib/standings/standings.ts; checked across files by
     * lib/content/results-check.ts): the players who went out in it, in the order they went out, and
     * every remaining player's chips at its end.
     */
    eliminated: z.array(slug()).optional(),
    chipCounts: z.record(slug(), z.number()).optional(),
    /** Its key hands, in the order they were played (lib/content/hand-schema.ts). */
    hands: z.array(handSchema).optional(),
    /** The episode's own page on a partner's service, by its key in site.yaml's partners. */
    watch: z
      .record(z.string(), httpsUrl())
      .superRefine((map, ctx) => {
        for (const key of Object.keys(map)) {
          if (!(WATCH_PARTNERS as readonly string[]).includes(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `no such partner: use ${WATCH_PARTNERS.join(' or ')}`,
            });
          }
        }
      })
      .optional(),
  });

/** A schedule placeholder; its date, time and status follow from the episode's airDate. */
export const scheduleEntrySchema = z.strictObject({
  episode: z.string().regex(EPISODE_CODE, 'must be a code like EP01'),
  /** Shown while the episode is TBA (the spec's "Coming Soon"); once dated, the episode's own title. */
  title: text(),
  platform: text(),
});

export const platformSchema = z.strictObject({
  name: text(),
  kind: z.enum(['broadcaster', 'streaming']),
  description: text(),
  link: httpsUrl(),
  features: z.array(text()).min(1),
});

export const statIcons = ['trophy', 'chips', 'film', 'players', 'clock', 'crown', 'cards'] as const;

export const statItemSchema = z
  .strictObject({
    icon: z.enum(statIcons),
    /** The number shown (counted up on screen); or `fact`, when the number is a season's or the show's. */
    value: z.number().nonnegative().optional(),
    fact: z.enum(TILE_FACTS).optional(),
    prefix: z.string().default(''),
    suffix: z.string().default(''),
    label: text(),
    description: text().optional(),
  })
  .refine((t) => (t.value === undefined) !== (t.fact === undefined), {
    message: 'write value or fact, one of them',
    path: ['value'],
  });

/** One list of stat tiles per page that shows them. */
export const statsSchema = z.strictObject({ items: z.array(statItemSchema).min(1) });

export const homeSchema = z.strictObject({
  /** Slugs, in display order, of the players linked from the intro block. */
  featured: z.array(slug()).length(4),
  intro: z.strictObject({ paragraphs: z.array(text()).min(1) }),
  premiere: z.strictObject({ text: text() }),
  battle: z.strictObject({ text: text() }),
  players: z.strictObject({ text: text() }),
  newsletter: z.strictObject({ text: text() }),
});

export const aboutSchema = z.strictObject({
  heading: text(),
  paragraphs: z.array(text()).min(1),
  features: z
    .array(
      z.strictObject({
        title: text(),
        description: text(),
        icon: z.enum(['spade', 'heart', 'diamond', 'club']),
      }),
    )
    .length(4),
  competition: z.strictObject({ title: text(), description: text() }),
  commentary: z.strictObject({ title: text(), description: text() }),
  watchIntro: text(),
  credits: z.array(z.strictObject({ role: text(), name: text() })).min(1),
});

export type Site = z.output<ReturnType<typeof siteSchema>>;
export type CastMemberData = z.output<ReturnType<typeof castMemberSchema>>;
export type EpisodeData = z.output<ReturnType<typeof episodeSchema>>;
export type ScheduleEntry = z.output<typeof scheduleEntrySchema>;
export type Platform = z.output<typeof platformSchema>;
export type StatItem = z.output<typeof statItemSchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
export type Home = z.output<typeof homeSchema>;
export type About = z.output<typeof aboutSchema>;
