/**
 * The desk's form for an episode (content/seasons/<n>/episodes/<slug>.yaml), every key of
 * lib/content/schemas.ts's episodeSchema, labelled as docs/content.md names it. The weekly jobs:
 * Air date (announce), Eliminated and Chip counts (results), Hands (key hands).
 */
import { collection, fields } from '@keystatic/core';
import { playersOf, type DeskContext, type Person } from '../context.ts';
import { airDate, lines, paragraphs } from '../fields.tsx';

const player = (label: string) => fields.relationship({ label, collection: 'cast' });
type PlayerList = (label: string, description: string) => ReturnType<typeof fields.array>;
/** A list of players picked from the cast, each item shown by the player's name (its file holds the slug). */
const playerLists =
  (cast: Person[]): PlayerList =>
  (label, description) =>
    fields.array(player('Player'), {
      label,
      description,
      itemLabel: (props) =>
        props.value ? (cast.find((p) => p.slug === props.value)?.name ?? props.value) : 'Pick a player',
    });
const chips = (label: string, description?: string) =>
  fields.integer({ label, ...(description ? { description } : {}), validation: { min: 0 } });

/** One amount per player, as PHH writes antes and forced bets; empty when the hand uses the common form. */
const perPlayer = (label: string, description: string) =>
  fields.array(chips('Chips'), { label, description, itemLabel: (props) => String(props.value ?? '—') });

const hand = (players: PlayerList) =>
  fields.object({
    id: fields.text({
      label: 'Id',
      description: "The hand's part of its URL, unique in the episode: big-slick-standoff",
    }),
    title: fields.text({ label: 'Title', description: 'The heading; it gives no result away.' }),
    summary: fields.text({
      label: 'Summary',
      description: 'One or two sentences shown before it is opened: no result.',
      multiline: true,
    }),
    clip: fields.text({
      label: 'Clip',
      description:
        'The hand on the video site, from where it starts: https://www.youtube.com/watch?v=VIDEO_ID&t=754 (or https://youtu.be/VIDEO_ID?t=12m34s). The page then offers "Watch this hand".',
    }),
    players: players(
      'Players',
      'In seat order, from the first seat left of the button to the button (p1, p2, … in the actions); heads-up, the big blind then the button.',
    ),
    startingStacks: fields.array(chips('Chips'), {
      label: 'Starting stacks',
      description: 'The chips each player starts the hand with, in the order of Players.',
      itemLabel: (props) => String(props.value ?? '—'),
    }),
    blinds: fields.array(chips('Chips'), {
      label: 'Blinds',
      description: 'Two amounts: the small blind, then the big blind (or leave empty and fill Blinds or straddles).',
      itemLabel: (props) => String(props.value ?? '—'),
      validation: { length: { min: 0, max: 2 } },
    }),
    blindsOrStraddles: perPlayer(
      'Blinds or straddles',
      'Instead of Blinds: one amount per player, as PHH writes it (1000, 2000, 4000, 0 … straddles under the gun).',
    ),
    ante: chips('Ante', 'What each player antes, when the table plays with antes.'),
    antes: perPlayer('Antes', 'Instead of Ante: one amount per player (0, 2000, 0 … is a big-blind ante).'),
    anteTrimming: fields.checkbox({
      label: 'Ante trimming',
      description:
        "PHH's ante_trimming_status: on, a player short of the ante wins only in proportion. Off (usual): antes are dead money.",
    }),
    minBet: fields.integer({
      label: 'Min bet',
      description: 'The least bet (PHH min_bet). Empty: the big blind.',
      validation: { min: 1 },
    }),
    actions: lines({
      label: 'Actions',
      description:
        'PHH, one action a line: d dh p1 AhKd (hole cards, ???? unseen), d db Kd7c2h (board), p3 cbr 24000 (bet or raise to), p1 cc (check or call), p2 f (fold), p1 sm AhKd (show; sm - shows the cards dealt; sm alone mucks), # comment.',
    }),
  });

/** A season's episodes (the current one's unless `season` is given): its folder, its players. */
export function episodes(context: DeskContext, season = context.season) {
  const seasonPlayers = playersOf(context, season);
  const players = playerLists(seasonPlayers);
  return collection({
    label: season === context.season ? 'Episodes' : `Episodes of Season ${season}`,
    path: `${context.contentDir}/seasons/${season}/episodes/*`,
    format: { data: 'yaml' },
    slugField: 'title',
    previewUrl: '/episodes/{slug}/',
    columns: ['episode', 'airDate'],
    parseSlugForSort: (slug) => slug,
    schema: {
      number: fields.integer({ label: 'Number', validation: { isRequired: true, min: 1 } }),
      episode: fields.text({
        label: 'Episode',
        description: 'EP and two digits: EP03',
        validation: { isRequired: true },
      }),
      title: fields.slug({
        name: { label: 'Title', validation: { isRequired: true } },
        slug: { label: 'File name', description: 'The code and the title: ep03-the-bluff' },
      }),
      description: fields.text({ label: 'Description', multiline: true, validation: { isRequired: true } }),
      image: fields.text({
        label: 'Image',
        description: 'A path from this file: ../../../images/episodes/<file name>.webp',
      }),
      airDate: airDate({
        label: 'Air date',
        description: `When it airs, in the broadcaster's time (${context.timeZone}). Empty: TBA.`,
        timeZone: context.timeZone,
      }),
      runtimeMinutes: fields.integer({
        label: 'Runtime minutes',
        description: "Its own length, 1 to 600 (a longer finale). Empty: the show's episode minutes.",
        validation: { min: 1, max: 600 },
      }),
      synopsis: paragraphs({
        label: 'Synopsis',
        description: "The episode page's longer text; a blank line between paragraphs.",
      }),
      cast: players('Cast', 'The players the episode features.'),
      watch: fields.object(
        {
          broadcaster: fields.url({ label: 'Broadcaster', description: "Its page on the broadcaster's site." }),
          streaming: fields.url({ label: 'Streaming', description: 'Its page on the streaming service.' }),
        },
        { label: 'Watch' },
      ),
      eliminated: players('Eliminated', 'Results: who went out in this episode, in the order they went out.'),
      chipCounts: fields.object(Object.fromEntries(seasonPlayers.map(({ slug, name }) => [slug, chips(name)])), {
        label: 'Chip counts',
        description: "Results: every remaining player's chips at the end. Empty for a player who is out.",
      }),
      hands: fields.array(hand(players), {
        label: 'Hands',
        description: 'Key hands, in the order they were played.',
        itemLabel: (props) => props.fields.title.value || 'New hand',
      }),
    },
  });
}
