import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fillerIn, loadLabelledSeekers, newPersonaSchema } from './labelled-set';
import { CHECKS, printChecks, type CheckName, type PersonaVerdict } from './persona-checks';

const seekers = loadLabelledSeekers();

describe('labelled sets of the assistant bench', () => {
  it('holds 18 old, 30 new, 24 third, 24 fourth, 32 fifth, 32 sixth and 32 seventh personas split into halves, and 32 blind eighth-set personas all held out', () => {
    const count = (set: string, half: string): number => seekers.filter((s) => s.set === set && s.half === half).length;
    expect([count('old', 'tuning'), count('old', 'held-out')]).toEqual([9, 9]);
    expect([count('new', 'tuning'), count('new', 'held-out')]).toEqual([15, 15]);
    expect([count('third', 'tuning'), count('third', 'held-out')]).toEqual([12, 12]);
    expect([count('fourth', 'tuning'), count('fourth', 'held-out')]).toEqual([12, 12]);
    expect([count('fifth', 'tuning'), count('fifth', 'held-out')]).toEqual([16, 16]);
    expect([count('sixth', 'tuning'), count('sixth', 'held-out')]).toEqual([16, 16]);
    expect([count('seventh', 'tuning'), count('seventh', 'held-out')]).toEqual([16, 16]);
    expect([count('eighth', 'tuning'), count('eighth', 'held-out')]).toEqual([0, 32]);
    expect(new Set(seekers.map((s) => s.id)).size).toBe(seekers.length);
  });

  for (const [set, idPattern, size] of [
    ['third', /^b\d\d-/u, 24],
    ['fourth', /^c\d\d-/u, 24],
    ['fifth', /^e\d\d-/u, 32],
    ['sixth', /^f\d\d-/u, 32],
    ['seventh', /^g\d\d-/u, 32],
    ['eighth', /^h\d\d-/u, 32],
  ] as const) {
    it(`gives every ${set}-set persona five answers, a dated current or past job and its own ground truth`, () => {
      const ofSet = seekers.filter((x) => x.set === set);
      expect(ofSet).toHaveLength(size);
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

  it('validates every line of the fifth set against the set schema and splits it by position, odd ids tuning', () => {
    const lines = readFileSync(new URL('../__fixtures__/personas-5/personas.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(32);
    for (const line of lines) {
      const parsed = newPersonaSchema.safeParse(JSON.parse(line));
      expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
    }
    const fifth = seekers.filter((x) => x.set === 'fifth');
    expect(fifth.filter((s) => s.half === 'tuning').map((s) => s.id.slice(0, 3))).toEqual([
      'e01',
      'e03',
      'e05',
      'e07',
      'e09',
      'e11',
      'e13',
      'e15',
      'e17',
      'e19',
      'e21',
      'e23',
      'e25',
      'e27',
      'e29',
      'e31',
    ]);
    expect(fifth.filter((s) => s.half === 'held-out').every((s) => Number(s.id.slice(1, 3)) % 2 === 0)).toBe(true);
  });

  it('labels every fourth to eighth-set achievement with a piece of that persona’s own answers', () => {
    for (const s of seekers.filter((x) => x.set === 'fourth' || x.set === 'fifth' || x.set === 'sixth' || x.set === 'seventh' || x.set === 'eighth')) {
      // Compared as the bench compares them: letter case aside («лучш» is a piece of «Лучший водитель»).
      const answers = s.input.answers.map((a) => a.text.toLowerCase()).join('\n');
      for (const key of s.expected.employers.flatMap((e) => e.achievements.flat())) expect(answers, `${s.id}: «${key}»`).toContain(key.toLowerCase());
    }
  });

  it('keeps the third to seventh sets out of the 48-persona totals and prints them on their own rows', () => {
    const verdict = (s: (typeof seekers)[number], pass: boolean): PersonaVerdict => ({
      id: s.id,
      set: s.set,
      half: s.half,
      pass: Object.fromEntries(CHECKS.map((c) => [c, pass])) as Record<CheckName, boolean>,
      misses: [],
    });
    // Every persona of the 48 passes and every fourth or fifth-set one fails: the totals must stay at 100 %.
    const lines: string[] = [];
    printChecks(
      'engine',
      seekers.map((s) => verdict(s, s.set !== 'fourth' && s.set !== 'fifth' && s.set !== 'sixth' && s.set !== 'seventh' && s.set !== 'eighth')),
      (l) => lines.push(l),
    );
    const row = (name: string): string | undefined => lines.find((l) => l.startsWith(name));
    expect(row('total (48)')).toMatch(/^total \(48\)(\s+100%){8}$/u);
    expect(row('all held-out (24)')).toMatch(/(\s+100%){8}$/u);
    expect(row('third/held-out (12)')).toMatch(/(\s+100%){8}$/u);
    expect(row('fourth/tuning (12)')).toMatch(/(\s+0%){8}$/u);
    expect(row('fourth/held-out (12)')).toMatch(/(\s+0%){8}$/u);
    expect(row('fifth/tuning (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('fifth/held-out (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('sixth/tuning (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('sixth/held-out (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('seventh/tuning (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('seventh/held-out (16)')).toMatch(/(\s+0%){8}$/u);
    expect(row('eighth (blind, never tuned on) (32)')).toMatch(/(\s+0%){8}$/u);
  });
});

describe('filler the bench looks for', () => {
  it('finds spoken filler, but not the noun «тип» after an adjective', () => {
    expect(fillerIn(['ну короче работаю на складе'])).toEqual(['ну', 'короче']);
    expect(fillerIn(['типа отвечаю за приёмку'])).toEqual(['типа']);
    expect(fillerIn(['работаю с весами электронного типа и нутромером'])).toEqual([]);
  });
});
