/** The desk's form for a cast member (content/cast/<slug>.yaml): every key of castMemberSchema. */
import { collection, fields } from '@keystatic/core';
import type { DeskContext } from '../context.ts';

const text = (label: string, description?: string) =>
  fields.text({ label, ...(description ? { description } : {}), validation: { isRequired: true } });
const prose = (label: string) => fields.text({ label, multiline: true, validation: { isRequired: true } });

export function cast(context: DeskContext) {
  return collection({
    label: 'Cast',
    path: `${context.contentDir}/cast/*`,
    format: { data: 'yaml' },
    slugField: 'name',
    previewUrl: '/cast/{slug}/',
    columns: ['role'],
    schema: {
      name: fields.slug({
        name: { label: 'Name', validation: { isRequired: true } },
        slug: { label: 'File name', description: 'The slug of the name: siobhan-keane' },
      }),
      nickname: fields.text({ label: 'Nickname' }),
      metaTitle: text('Meta title', 'The page title in search results, at most 60 characters.'),
      metaDescription: fields.text({
        label: 'Meta description',
        description: 'The search-result snippet, 70 to 160 characters.',
        multiline: true,
        validation: { isRequired: true, length: { min: 70, max: 160 } },
      }),
      role: text('Role'),
      image: fields.text({ label: 'Image', description: 'A path from this file: ../images/cast/<file name>.webp' }),
      nationality: text('Nationality'),
      flag: text('Flag', "The country's flag emoji: 🇳🇴"),
      birthYear: fields.integer({ label: 'Birth year' }),
      yearsActive: text('Years active', '2012–present'),
      majorTitles: fields.integer({ label: 'Major titles', validation: { isRequired: true, min: 0 } }),
      totalEarnings: text('Total earnings', '$41.8M'),
      introduction: prose('Introduction'),
      earlyLife: prose('Early life'),
      careerHighlights: prose('Career highlights'),
      playingStyle: prose('Playing style'),
      achievements: fields.array(
        fields.object({
          year: fields.integer({ label: 'Year', validation: { isRequired: true } }),
          tournament: text('Tournament'),
          placement: text('Placement'),
          winnings: text('Winnings'),
        }),
        {
          label: 'Achievements',
          description: 'At most six.',
          itemLabel: (props) => `${props.fields.year.value ?? ''} ${props.fields.tournament.value}`.trim(),
          validation: { length: { max: 6 } },
        },
      ),
      mediaPresence: prose('Media presence'),
      currentStatus: prose('Current status'),
      funFacts: fields.array(fields.text({ label: 'Fun fact', multiline: true }), {
        label: 'Fun facts',
        itemLabel: (props) => props.value,
      }),
      faqs: fields.array(fields.object({ question: text('Question'), answer: prose('Answer') }), {
        label: 'FAQs',
        itemLabel: (props) => props.fields.question.value,
      }),
      socialLinks: fields.object(
        { twitter: fields.url({ label: 'Twitter' }), instagram: fields.url({ label: 'Instagram' }) },
        { label: 'Social links' },
      ),
    },
  });
}
