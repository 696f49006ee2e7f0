/** The desk's form for the series settings (content/site.yaml): every key of siteSchema. */
import { fields, singleton } from '@keystatic/core';
import type { DeskContext } from '../context.ts';

const text = (label: string, description?: string) =>
  fields.text({ label, ...(description ? { description } : {}), validation: { isRequired: true } });
const whole = (label: string, description?: string) =>
  fields.integer({
    label,
    ...(description ? { description } : {}),
    validation: { isRequired: true, min: 1, max: 600 },
  });
const partner = (label: string) =>
  fields.object({ name: text('Name'), url: fields.url({ label: 'URL', validation: { isRequired: true } }) }, { label });
const player = (label: string, description: string) =>
  fields.relationship({ label, description, collection: 'cast', validation: { isRequired: true } });
const link = (label: string) => fields.object({ label: text('Label'), url: fields.url({ label: 'URL' }) }, { label });

export function site(context: DeskContext) {
  return singleton({
    label: 'Site',
    path: `${context.contentDir}/site`,
    format: { data: 'yaml' },
    previewUrl: '/',
    schema: {
      title: text('Title'),
      tagline: text('Tagline'),
      description: fields.text({
        label: 'Description',
        description: "Home's search-result snippet, 70 to 160 characters.",
        multiline: true,
        validation: { isRequired: true, length: { min: 70, max: 160 } },
      }),
      siteUrl: fields.url({ label: 'Site URL', validation: { isRequired: true } }),
      language: text('Language', 'A language tag: en'),
      timeZone: text('Time zone', "The broadcaster's IANA zone: America/New_York"),
      themeColor: text('Theme color', '#rrggbb'),
      keywords: fields.array(text('Keyword'), { label: 'Keywords', itemLabel: (props) => props.value }),
      facts: fields.object(
        { episodeMinutes: whole('Episode minutes') },
        {
          label: 'Facts',
          description: "The show's; a season's players, episodes and prize pool are on its Season form.",
        },
      ),
      resultsDelayMinutes: fields.integer({
        label: 'Results delay minutes',
        description: 'Minutes after an episode ends before its results and key hands are posted. Empty: at its end.',
        validation: { min: 0 },
      }),
      host: player('Host', 'Not a player: left out of the field and of results.'),
      partners: fields.object(
        {
          sponsor: partner('Sponsor'),
          broadcaster: partner('Broadcaster'),
          streaming: partner('Streaming'),
          videoSite: partner('Video site'),
          producer: partner('Producer'),
        },
        { label: 'Partners' },
      ),
      pressEmail: text('Press email'),
      contentRating: text('Content rating', 'TV-14'),
      rating: fields.object(
        {
          value: fields.number({ label: 'Value' }),
          best: fields.number({ label: 'Best' }),
          count: fields.integer({ label: 'Count' }),
        },
        { label: 'Rating', description: 'Leave all three empty and the rating leaves the page and its markup.' },
      ),
      copyrightYear: fields.integer({ label: 'Copyright year', validation: { isRequired: true } }),
      responsiblePlay: text('Responsible play'),
      heroVideo: fields.object(
        {
          youtubeId: fields.text({ label: 'YouTube id', description: 'The 11-character video id.' }),
          startSeconds: fields.integer({ label: 'Start seconds', validation: { min: 0 } }),
          title: fields.text({ label: 'Title' }),
          uploadDate: fields.date({ label: 'Upload date' }),
        },
        { label: 'Hero video', description: 'Leave it empty to show the poster alone.' },
      ),
      heroPoster: text('Hero poster', 'A path from this file: ./images/hero-poster.webp'),
      newsletterEndpoint: fields.url({ label: 'Newsletter endpoint', description: 'Empty: nothing is sent.' }),
      social: fields.array(
        fields.object({
          kind: fields.select({
            label: 'Kind',
            options: ['facebook', 'instagram', 'twitter', 'youtube'].map((kind) => ({ label: kind, value: kind })),
            defaultValue: 'facebook',
          }),
          label: text('Label'),
          url: fields.url({ label: 'URL' }),
        }),
        { label: 'Social', description: 'The four footer icons.', itemLabel: (props) => props.fields.label.value },
      ),
      legal: fields.array(link('Link'), { label: 'Legal', itemLabel: (props) => props.fields.label.value }),
    },
  });
}
