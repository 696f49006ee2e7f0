/**
 * FAQ accordion (Radix): one item open at a time, and an open item can be closed.
 * Every answer is in the prerendered HTML (forceMount), so crawlers read them and,
 * with JavaScript off, a `@media (scripting: none)` rule in styles/no-script.css shows them all.
 *
 * Answers arrive as Astro slots (answer0, answer1, …), not props: a slot's HTML is in the
 * page once and the island adopts it, where a prop would repeat every answer in the
 * island's serialized props.
 */
import type { ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';

type Props = {
  questions: readonly string[];
  /** Item values are `${idPrefix}-${index}` (the spec's item-0 … item-7 on Home). */
  idPrefix?: string;
} & { [slot: `answer${number}`]: ReactNode };

export default function FaqAccordion({ questions, idPrefix = 'item', ...answers }: Props) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-line rounded-2xl border border-line bg-ink-2">
      {questions.map((question, i) => (
        <Accordion.Item key={`${idPrefix}-${i}`} value={`${idPrefix}-${i}`} className="group">
          <Accordion.Header className="m-0">
            <Accordion.Trigger
              data-tap=""
              className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans font-semibold text-cream hover:text-gold-2 sm:px-6 sm:py-5 sm:text-lg"
            >
              <span>{question}</span>
              <svg
                className="size-5 shrink-0 text-gold transition-transform group-data-[state=open]:rotate-45 motion-reduce:transition-none"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M12 5v14M5 12h14" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="faq-answer px-5 pb-5 text-muted data-[state=closed]:hidden sm:px-6">
            {answers[`answer${i}`]}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
