/**
 * The desk's form for a season (content/seasons/<n>/season.yaml), every key of
 * lib/content/schemas.ts's seasonSchema: its cast, picked from everyone in content/cast/ and in
 * display order, its champion once decided, the chips each player starts with, its facts, and
 * About's words of it once it has a champion.
 */
import { fields, singleton } from '@keystatic/core';
import type { DeskContext } from '../context.ts';

/** A season's form (the current one's unless `number` is given). */
export function season(context: DeskContext, number = context.season) {
  const named = (slug: string | null) =>
    slug ? (context.people.find((p) => p.slug === slug)?.name ?? slug) : 'Pick a cast member';
  return singleton({
    label: `Season ${number}`,
    path: `${context.contentDir}/seasons/${number}/season`,
    format: { data: 'yaml' },
    previewUrl: '/cast/',
    schema: {
      number: fields.integer({
        label: 'Number',
        description: "The season's number: the name of its folder.",
        validation: { isRequired: true, min: 1 },
      }),
      cast: fields.array(fields.relationship({ label: 'Cast member', collection: 'cast' }), {
        label: 'Cast',
        description: 'Its players and the host, in display order: the first six are the players Home shows.',
        itemLabel: (props) => named(props.value),
      }),
      champion: fields.relationship({
        label: 'Champion',
        description: 'Who won it, once decided: one of its players. Empty until then.',
        collection: 'cast',
      }),
      startingStack: fields.integer({
        label: 'Starting stack',
        description:
          "Chips each player starts the season with; every episode's chip counts must add up to players × this.",
        validation: { min: 1 },
      }),
      players: fields.integer({
        label: 'Players',
        description: 'How many play it: its cast, the host not counted. The pages say "16 players".',
        validation: { isRequired: true, min: 1 },
      }),
      episodes: fields.integer({
        label: 'Episodes',
        description: 'How many episodes it has, aired or not: none is numbered above it.',
        validation: { isRequired: true, min: 1 },
      }),
      prizePool: fields.text({
        label: 'Prize pool',
        description: 'As the pages write it: $1M',
        validation: { length: { min: 1 } },
      }),
      about: fields.object(
        {
          championBlurb: fields.text({
            label: 'Champion blurb',
            description: "About's paragraph under the champion's name: write it of this season's champion.",
            multiline: true,
          }),
          pressKitText: fields.text({
            label: 'Press kit text',
            description: "The Press box's paragraph on About: this season's press kit.",
            multiline: true,
          }),
        },
        {
          label: 'About',
          description: 'What About says of the season while it is the latest with a champion: needed once it has one.',
        },
      ),
    },
  });
}
