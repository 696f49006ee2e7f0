/**
 * The timing rules of the spec's motion (section 9), as pure data the client scripts use.
 */
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
  durationMs: 600,
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

/**
 * How far along a count is at `progress` (0–1 of its duration): fast, then settling, the
 * exponential ease-out most count-ups use; exactly 1 at the end, so the last frame is exact.
 */
export function countUpEase(progress: number): number {
  if (progress >= 1) return 1;
  if (progress <= 0) return 0;
  return ((1 - 2 ** (-10 * progress)) * 1024) / 1023;
}

/** The text a stat shows at `value` while counting: its prefix, grouped digits, suffix. */
export function formatCount(value: number, target: CountUpTarget): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(target.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, COUNT_UP.separator);
  const sign = value < 0 ? '-' : '';
  return `${target.prefix}${sign}${grouped}${fraction ? `.${fraction}` : ''}${target.suffix}`;
}

/** The text of a stat `elapsedMs` into its count. */
export function countUpFrame(target: CountUpTarget, elapsedMs: number): string {
  return formatCount(target.value * countUpEase(elapsedMs / (COUNT_UP.duration * 1000)), target);
}
