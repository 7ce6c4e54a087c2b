import { describe, expect, it } from 'vitest';
import { loadLabelledSeekers } from './labelled-set';
import { CHECKS, printChecks, type CheckName, type PersonaVerdict } from './persona-checks';

const seekers = loadLabelledSeekers();

describe('labelled sets of the assistant bench', () => {
  it('holds 18 old, 30 new and 24 third personas split into halves, and 24 blind personas all held out', () => {
    const count = (set: string, half: string): number => seekers.filter((s) => s.set === set && s.half === half).length;
    expect([count('old', 'tuning'), count('old', 'held-out')]).toEqual([9, 9]);
    expect([count('new', 'tuning'), count('new', 'held-out')]).toEqual([15, 15]);
    expect([count('third', 'tuning'), count('third', 'held-out')]).toEqual([12, 12]);
    expect([count('blind', 'tuning'), count('blind', 'held-out')]).toEqual([0, 24]);
    expect(new Set(seekers.map((s) => s.id)).size).toBe(seekers.length);
  });

  for (const [set, idPattern] of [
    ['third', /^b\d\d-/u],
    ['blind', /^c\d\d-/u],
  ] as const) {
    it(`gives every ${set}-set persona five answers, a dated current or past job and its own ground truth`, () => {
      const ofSet = seekers.filter((x) => x.set === set);
      expect(ofSet).toHaveLength(24);
      for (const s of ofSet) {
        expect(s.id).toMatch(idPattern);
        expect(s.input.answers).toHaveLength(5);
        expect(s.input.answers.every((a) => a.text.trim() !== '')).toBe(true);
        expect(s.expected.employers.length).toBeGreaterThan(0);
        expect(s.expected.skills.length).toBeGreaterThanOrEqual(5);
        expect(s.expected.education.length).toBeGreaterThan(0);
        for (const e of s.expected.employers) expect(e.start).toMatch(/^\d{4}/u);
      }
    });
  }

  it('labels every blind achievement with a piece of that persona’s own answers', () => {
    for (const s of seekers.filter((x) => x.set === 'blind')) {
      const answers = s.input.answers.map((a) => a.text).join('\n');
      for (const key of s.expected.employers.flatMap((e) => e.achievements.flat())) expect(answers, `${s.id}: «${key}»`).toContain(key);
    }
  });

  it('keeps the blind set out of the 48-persona totals and prints it on its own row', () => {
    const verdict = (s: (typeof seekers)[number], pass: boolean): PersonaVerdict => ({
      id: s.id,
      set: s.set,
      half: s.half,
      pass: Object.fromEntries(CHECKS.map((c) => [c, pass])) as Record<CheckName, boolean>,
      misses: [],
    });
    // Every labelled persona passes and every blind one fails: the totals must stay at 100 %.
    const lines: string[] = [];
    printChecks(
      'engine',
      seekers.map((s) => verdict(s, s.set !== 'blind')),
      (l) => lines.push(l),
    );
    const row = (name: string): string | undefined => lines.find((l) => l.startsWith(name));
    expect(row('total (48)')).toMatch(/^total \(48\)(\s+100%){8}$/u);
    expect(row('all held-out (24)')).toMatch(/(\s+100%){8}$/u);
    expect(row('third/held-out (12)')).toMatch(/(\s+100%){8}$/u);
    expect(row('blind (held-out, never tuned on) (24)')).toMatch(/(\s+0%){8}$/u);
  });
});
