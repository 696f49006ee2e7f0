/**
 * The timing rules of the spec's motion (section 9), as pure data the client scripts use:
 * client/count-up.ts hands them to countup.js, client/reveal.ts to motion.
 */
import type { CountUpOptions } from 'countup.js';

export const COUNT_UP = {
  /** Seconds a number takes to count up. */
  duration: 2.5,
  /** Fraction of a stat that must be visible before it starts. */
  threshold: 0.3,
  /** Extra delay per stat card, in ms. */
  staggerMs: 100,
  separator: ',',
} as const;

export const REVEAL = {
  /** Fraction of a section or card visible before it animates in. */
  threshold: 0.1,
  /** Seconds the fade takes (motion's unit). */
  duration: 0.6,
  /** Distance in px a section rises while fading in. */
  rise: 24,
} as const;

/** Card delay steps by page (ms per card), spec section 9. */
export const CARD_DELAY_STEP_MS = { home: 100, cast: 30, episodes: 50 } as const;

export interface CountUpTarget {
  value: number;
  prefix: string;
  suffix: string;
  decimals: number;
}

/** Reads a stat's target from the data attributes the StatTiles component writes. */
export function countUpTarget(data: DOMStringMap | Record<string, string | undefined>): CountUpTarget | undefined {
  const value = Number(data['countTo']);
  if (!Number.isFinite(value)) return undefined;
  const decimals = (data['countTo'] ?? '').split('.')[1]?.length ?? 0;
  return { value, prefix: data['countPrefix'] ?? '', suffix: data['countSuffix'] ?? '', decimals };
}

/** Stagger: the nth stat of a list starts n × 100 ms after the first. */
export const countUpDelayMs = (index: number): number => index * COUNT_UP.staggerMs;

/** countup.js's options for a stat: from 0, over the spec's 2.5 s, with ',' grouping. */
export const countUpOptions = (target: CountUpTarget): CountUpOptions => ({
  startVal: 0,
  duration: COUNT_UP.duration,
  separator: COUNT_UP.separator,
  decimalPlaces: target.decimals,
  prefix: target.prefix,
  suffix: target.suffix,
});
