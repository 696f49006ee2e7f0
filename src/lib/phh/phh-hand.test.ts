import { describe, expect, it } from 'vitest';
import { castSlugFor, phhHandSchema, readPhhHand } from './phh-hand.ts';
import { phhTextOf as toml, VALID_PHH_HAND } from './test-phh.ts';

const valid = VALID_PHH_HAND;
const issues = (doc: Record<string, unknown>) =>
  (phhHandSchema.safeParse(doc).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('a key hand as a PHH file', () => {
  it('takes every field the standard defines, and user-defined ones starting with "_"', () => {
    expect(
      issues({
        ...valid,
        author: 'The desk',
        event: 'The Last Stack',
        hand: 12,
        finishing_stacks: [19500, 30500],
        ante_trimming_status: false,
        seats: [1, 2],
        _summary: 'Heads-up for the title.',
        _camera: 'two',
      }),
    ).toEqual([]);
  });

  it('refuses a field the standard does not define, another variant, stud fields and a missing title', () => {
    expect(issues({ ...valid, finishing_stack: [1, 2] })).toEqual([
      'finishing_stack: is not a PHH field: user-defined fields start with "_"',
    ]);
    expect(issues({ ...valid, variant: 'PO' })).toEqual(['variant: must be "NT": key hands are no-limit hold’em']);
    expect(issues({ ...valid, bring_in: 100 })).toEqual([
      'bring_in: belongs to fixed-limit or stud games, not no-limit hold’em (NT)',
    ]);
    const { _title: _, ...untitled } = valid;
    expect(issues(untitled)).toEqual(['_title: Invalid input: expected string, received undefined']);
  });

  it('refuses decimal chips, saying tournament chips are whole, and unknown stacks (inf)', () => {
    expect(issues({ ...valid, starting_stacks: [1259450.25, 678473.5] })).toEqual([
      'starting_stacks.0: must be whole chips (tournament chips are whole)',
      'starting_stacks.1: must be whole chips (tournament chips are whole)',
    ]);
    expect(issues({ ...valid, starting_stacks: [Infinity, 30000] })).toEqual([
      'starting_stacks.0: an unknown amount (inf) cannot be replayed: write the chips',
    ]);
  });

  it('finds a player by cast slug or exact cast name', () => {
    const cast = new Map([['chloe-marchand', 'Chloé Marchand']]);
    expect(castSlugFor('chloe-marchand', cast)).toBe('chloe-marchand');
    expect(castSlugFor('Chloé Marchand', cast)).toBe('chloe-marchand');
    expect(castSlugFor('Chloe Marchand', cast)).toBeUndefined();
  });

  it("reads a file's text as its fields, or names the fault: its TOML, else the field", () => {
    expect(readPhhHand(toml(valid))).toEqual({ doc: expect.objectContaining({ _title: 'The Last Hand' }) });
    expect(readPhhHand('variant = "NT\n')).toEqual({
      faults: [{ path: [], message: expect.stringMatching(/^is not valid TOML: /) }],
    });
    expect(readPhhHand(toml({ ...valid, min_bet: 1000.5 }))).toEqual({
      faults: [{ path: ['min_bet'], message: 'must be whole chips (tournament chips are whole)' }],
    });
  });
});
