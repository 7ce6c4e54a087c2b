import type { ResumeFactSource, ReviewFlag } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import type { ResumeDraft } from '../../domain/position';
import {
  applyReviewAction,
  applySeekerExperience,
  EMPTY_SEEKER_EXPERIENCE,
  rememberEditedJobs,
  ReviewNeedsFix,
  ReviewNeedsPlace,
  ReviewTargetGone,
} from './review-actions';
import { seekerSource } from './seeker-facts';
import { bulletsOf, findReviewFlags, type ReviewContext } from './review-flags';

const fromAnswer = (field: string, fact: string, questionId: string, quote = fact): ResumeFactSource => ({
  field,
  fact,
  kind: 'answer',
  question_id: questionId,
  question_number: 1,
  quote,
  span: [0, quote.length],
  path: null,
});
const fromHh = (field: string, fact: string, path: string): ResumeFactSource => ({
  field,
  fact,
  kind: 'hh_resume',
  question_id: null,
  question_number: null,
  quote: null,
  span: null,
  path,
});

/** Two jobs only the answers name; the second answer's sentence names both employers. */
const A1 = 'С марта 2020 года работаю кладовщиком в компании «Северный Ветер». До этого три года трудился в ООО «Квант-Плюс» оператором.';
const A2 = 'Сократил пересорт на складе на 12%. В «Квант-Плюсе», ещё до «Северного Ветра», наладил учёт возвратов.';
const context: ReviewContext = {
  hh: { experience: [] },
  questions: [
    { id: 'q1', experience_index: undefined },
    { id: 'q2', experience_index: undefined },
  ],
  answers: [
    { question_id: 'q1', text: A1 },
    { question_id: 'q2', text: A2 },
  ],
};

const draft: ResumeDraft = {
  title: 'Кладовщик',
  skill_set: [],
  skills: '',
  experience: [
    { company: 'Северный Ветер', position: 'Кладовщик', start: '2020-03', end: null, description: '— Сократил пересорт на складе на 12%.' },
    { company: 'Квант-Плюс', position: 'Оператор', start: '2017-03', end: '2020-02', description: '— Наладил учёт возвратов.' },
  ],
  sources: [
    fromAnswer('experience[0].company', 'Северный Ветер', 'q1', '«Северный Ветер»'),
    fromAnswer('experience[0].company', 'Северный Ветер', 'q2', '«Северного Ветра»'),
    fromAnswer('experience[0].position', 'кладовщик', 'q1', 'кладовщиком'),
    fromAnswer('experience[0].start', '2020-03', 'q1', 'С марта 2020 года'),
    fromAnswer('experience[0].end', 'по настоящее время', 'q1', 'работаю'),
    fromAnswer('experience[0].description', 'Сократил пересорт на складе на 12%.', 'q2'),
    fromAnswer('experience[1].company', 'Квант-Плюс', 'q1', 'ООО «Квант-Плюс»'),
    fromAnswer('experience[1].start', '2017-03', 'q1', 'три года'),
    fromAnswer('experience[1].end', '2020-02', 'q1', 'До этого'),
    fromAnswer('experience[1].description', 'Наладил учёт возвратов.', 'q2', 'В «Квант-Плюсе», ещё до «Северного Ветра», наладил учёт возвратов.'),
  ],
};

describe('findReviewFlags: what the seeker is asked to check, by where each fact came from', () => {
  it('flags employers only the answers name, computed months, and achievements whose answer names two employers', () => {
    const flags = findReviewFlags(draft, context);
    const kinds = flags.map((f) => `${f.kind}@${f.job}${f.field === null ? '' : `.${f.field}`}`);
    expect(kinds).toEqual([
      'new_employer@0',
      'ambiguous_achievement@0',
      'new_employer@1',
      'computed_date@1.start',
      'computed_date@1.end',
      'ambiguous_achievement@1',
    ]);
    const ambiguous = flags.find((f) => f.kind === 'ambiguous_achievement' && f.job === 0)!;
    expect(ambiguous).toMatchObject({ bullet: 0, fact: 'Сократил пересорт на складе на 12%.', other_jobs: [1] });
    // A stated month («С марта 2020 года») is not flagged.
    expect(flags.some((f) => f.job === 0 && f.kind === 'computed_date')).toBe(false);
  });

  it('an employer on the hh resume, months from hh and facts the seeker confirmed are not flagged', () => {
    const onHh: ResumeDraft = {
      ...draft,
      experience: [draft.experience[1]!],
      sources: [
        fromHh('experience[0].company', 'Квант-Плюс', 'experience[0].company'),
        fromHh('experience[0].start', '2017-03', 'experience[0].start'),
        fromHh('experience[0].end', '2020-02', 'experience[0].end'),
      ],
    };
    const hhContext = {
      ...context,
      hh: { experience: [{ company: 'Квант-Плюс', position: 'Оператор', start: '2017-03', end: '2020-02', description: null }] },
    };
    expect(findReviewFlags(onHh, hhContext)).toEqual([]);
  });

  it('a month taken from another job’s date is flagged: «С марта 2023» states March, not the February an earlier job ends', () => {
    const ends: ResumeDraft = {
      ...draft,
      experience: [{ company: 'Квант-Плюс', position: 'Оператор', start: '2016-01', end: '2023-02', description: null }],
      sources: [
        fromHh('experience[0].company', 'Квант-Плюс', 'experience[0].company'),
        fromAnswer('experience[0].end', '2023-02', 'q1', 'С марта 2023 года'),
        fromAnswer('experience[0].start', '2016-01', 'q1', 'с января 2016 года'),
      ],
    };
    const kinds = findReviewFlags(ends, context).map((f) => `${f.kind}@${f.field}`);
    expect(kinds).toContain('computed_date@end');
    expect(kinds).not.toContain('computed_date@start');
  });

  it('a year with no month is flagged; a job with no start month is flagged', () => {
    const yearOnly: ResumeDraft = {
      ...draft,
      experience: [
        { company: 'Северный Ветер', position: 'Кладовщик', start: '2021-01', end: null, description: null },
        { company: 'Квант-Плюс', position: 'Оператор', start: null, end: null, description: null },
      ],
      sources: [fromAnswer('experience[0].company', 'Северный Ветер', 'q1'), fromAnswer('experience[0].start', '2021', 'q1', 'С 2021 года')],
    };
    const kinds = findReviewFlags(yearOnly, context).map((f) => `${f.kind}@${f.job}`);
    expect(kinds).toContain('computed_date@0');
    expect(kinds).toContain('missing_date@1');
  });

  it('an achievement answering a question about another job of the hh resume is flagged with that job', () => {
    const hh = { experience: [{ company: 'Квант-Плюс', position: 'Оператор', start: '2017-03', end: '2020-02', description: null }] };
    const asked: ReviewContext = {
      hh,
      questions: [{ id: 'q3', experience_index: 0 }],
      answers: [{ question_id: 'q3', text: 'Сократил пересорт на складе на 12%.' }],
    };
    const one: ResumeDraft = {
      ...draft,
      sources: [
        fromHh('experience[1].company', 'Квант-Плюс', 'experience[0].company'),
        fromAnswer('experience[0].description', 'Сократил пересорт на складе на 12%.', 'q3'),
      ],
    };
    const flag = findReviewFlags(one, asked).find((f) => f.kind === 'ambiguous_achievement');
    expect(flag).toMatchObject({ job: 0, other_jobs: [1] });
  });

  it('a result that names no employer while the seeker holds two jobs now is flagged with the other one', () => {
    const twoNow: ReviewContext = {
      hh: { experience: [] },
      questions: [
        { id: 'q1', experience_index: undefined },
        { id: 'q2', experience_index: undefined },
      ],
      answers: [
        { question_id: 'q1', text: 'С 2019 года бухгалтер в ООО «Сигма». Параллельно с 2021 года веду учёт двух ИП как самозанятая.' },
        { question_id: 'q2', text: 'Перевела закрытие месяца на 5 рабочих дней вместо 9.' },
      ],
    };
    const both: ResumeDraft = {
      ...draft,
      experience: [
        { company: 'ООО «Сигма»', position: 'Бухгалтер', start: '2019-01', end: null, description: '— Перевела закрытие месяца на 5 рабочих дней вместо 9.' },
        { company: 'Фриланс (самозанятая)', position: 'Бухгалтер', start: '2021-01', end: null, description: null },
      ],
      sources: [
        fromAnswer('experience[0].company', 'ООО «Сигма»', 'q1'),
        fromAnswer('experience[1].company', 'Фриланс (самозанятая)', 'q1', 'самозанятая'),
        fromAnswer('experience[0].description', 'Перевела закрытие месяца на 5 рабочих дней вместо 9.', 'q2'),
      ],
    };
    const flag = findReviewFlags(both, twoNow).find((f) => f.kind === 'ambiguous_achievement');
    expect(flag).toMatchObject({ job: 0, bullet: 0, other_jobs: [1] });
    // With the second job ended, the result is the current job's and nothing is asked.
    const oneNow: ResumeDraft = { ...both, experience: [both.experience[0]!, { ...both.experience[1]!, end: '2022-06' }] };
    expect(findReviewFlags(oneNow, twoNow).some((f) => f.kind === 'ambiguous_achievement')).toBe(false);
  });
});

describe('applyReviewAction: the seeker confirms or corrects in place', () => {
  it('confirming each flag leaves none, and the confirmed jobs join the seeker’s history', () => {
    let current = draft;
    let history = EMPTY_SEEKER_EXPERIENCE;
    for (let guard = 0; guard < 10; guard += 1) {
      const flags = findReviewFlags(current, context);
      if (flags.length === 0) break;
      ({ draft: current, experience: history } = applyReviewAction(current, flags, history, { action: 'confirm', flag_id: flags[0]!.id }));
    }
    expect(findReviewFlags(current, context)).toEqual([]);
    expect(history.jobs.map((j) => j.company).sort()).toEqual(['Квант-Плюс', 'Северный Ветер']);
    expect(history.jobs.find((j) => j.company === 'Северный Ветер')!.bullets).toEqual(['Сократил пересорт на складе на 12%.']);
  });

  it('moving an achievement puts it under the other job only, as the seeker’s fact, and resolves its flag', () => {
    const flags = findReviewFlags(draft, context);
    const { draft: moved, experience } = applyReviewAction(draft, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'move_achievement', job: 0, bullet: 0, to_job: 1 });
    expect(bulletsOf(moved.experience[0]!.description)).toEqual([]);
    expect(bulletsOf(moved.experience[1]!.description)).toEqual(['Наладил учёт возвратов.', 'Сократил пересорт на складе на 12%.']);
    expect(findReviewFlags(moved, context).some((f) => f.fact === 'Сократил пересорт на складе на 12%.')).toBe(false);
    expect(experience.jobs.find((j) => j.company === 'Квант-Плюс')!.bullets).toContain('Сократил пересорт на складе на 12%.');
  });

  it('editing a job renames the employer (the old name kept as an alias), and removing one re-points the later jobs’ sources', () => {
    const flags = findReviewFlags(draft, context);
    const edited = applyReviewAction(draft, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 1,
      company: 'ООО «Квант Плюс Логистик»',
      position: 'Оператор склада',
      start: '2016-09',
      end: '2020-02',
    });
    expect(edited.draft.experience[1]).toMatchObject({ company: 'ООО «Квант Плюс Логистик»', position: 'Оператор склада', start: '2016-09' });
    expect(findReviewFlags(edited.draft, context).filter((f) => f.job === 1 && f.kind !== 'ambiguous_achievement')).toEqual([]);
    expect(edited.experience.jobs[0]).toMatchObject({ company: 'ООО «Квант Плюс Логистик»', aliases: ['Квант-Плюс'] });

    const removed = applyReviewAction(draft, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'remove_job', job: 0 });
    expect(removed.draft.experience.map((j) => j.company)).toEqual(['Квант-Плюс']);
    expect(removed.draft.sources!.some((s) => s.field === 'experience[0].company' && s.fact === 'Квант-Плюс')).toBe(true);
    expect(removed.experience.removed).toHaveLength(1);
  });

  it('a job told without its employer is flagged, cannot be confirmed as it is, and is resolved by naming the employer', () => {
    const unnamed: ResumeDraft = {
      ...draft,
      experience: [{ company: null, position: 'Кладовщик', start: '2023-11', end: null, description: '— Сократил недостачи с 5% до 1%' }],
      sources: [fromAnswer('experience[0].position', 'Кладовщик', 'q1', 'третий год работаю кладовщиком')],
    };
    const flags = findReviewFlags(unnamed, context);
    const missing = flags.find((f) => f.kind === 'missing_employer');
    expect(missing).toMatchObject({ job: 0, fact: 'Кладовщик' });
    expect(() => applyReviewAction(unnamed, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: missing!.id })).toThrow(ReviewNeedsFix);
    const missingDate = findReviewFlags({ ...unnamed, experience: [{ ...unnamed.experience[0]!, company: 'Склад-Сервис', start: null }] }, context).find(
      (f) => f.kind === 'missing_date',
    );
    expect(() => applyReviewAction(unnamed, [missingDate!], EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: missingDate!.id })).toThrow(ReviewNeedsFix);

    const named = applyReviewAction(unnamed, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 0,
      company: 'ООО «Склад-Сервис»',
      position: 'Кладовщик',
      start: '2023-11',
      end: null,
    });
    expect(named.draft.experience[0]).toMatchObject({ company: 'ООО «Склад-Сервис»', description: '— Сократил недостачи с 5% до 1%' });
    expect(findReviewFlags(named.draft, context).filter((f) => f.kind === 'missing_employer')).toEqual([]);
  });

  it('a named, dated job told without the seeker’s title there is flagged for its position and resolved by giving it', () => {
    const untitled: ResumeDraft = {
      ...draft,
      experience: [{ company: 'Склад-Сервис', position: '', start: '2019-04', end: '2021-06', description: null }],
      sources: [fromAnswer('experience[0].company', 'Склад-Сервис', 'q1')],
    };
    const flags = findReviewFlags(untitled, context);
    const missing = flags.find((f) => f.kind === 'missing_role');
    expect(missing).toMatchObject({ job: 0, fact: 'Склад-Сервис' });
    expect(() => applyReviewAction(untitled, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: missing!.id })).toThrow(ReviewNeedsFix);
    const given = applyReviewAction(untitled, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 0,
      company: 'Склад-Сервис',
      position: 'Кладовщик',
      start: '2019-04',
      end: '2021-06',
    });
    expect(findReviewFlags(given.draft, context).filter((f) => f.kind === 'missing_role')).toEqual([]);
  });

  it('a job the answers neither end nor call current is flagged, and the seeker confirms it goes on or gives its end', () => {
    // «Раньше работала в «Квант-Плюсе» оператором»: past, with no end said and nothing after it.
    const open: ResumeDraft = {
      ...draft,
      experience: [{ company: 'Квант-Плюс', position: 'Оператор', start: '2017-03', end: null, description: null }],
      sources: [fromAnswer('experience[0].company', 'Квант-Плюс', 'q1'), fromAnswer('experience[0].start', '2017-03', 'q1', 'с марта 2017')],
    };
    const flags = findReviewFlags(open, context);
    const unknown = flags.find((f) => f.kind === 'unknown_end');
    expect(unknown).toMatchObject({ job: 0, field: 'end', fact: 'по настоящее время' });

    const confirmed = applyReviewAction(open, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: unknown!.id });
    expect(findReviewFlags(confirmed.draft, context).filter((f) => f.kind === 'unknown_end')).toEqual([]);
    expect(confirmed.draft.experience[0]!.end).toBeNull();

    const ended = applyReviewAction(open, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 0,
      company: 'Квант-Плюс',
      position: 'Оператор',
      start: '2017-03',
      end: '2020-02',
    });
    expect(ended.draft.experience[0]!.end).toBe('2020-02');
    expect(findReviewFlags(ended.draft, context).filter((f) => f.kind === 'unknown_end')).toEqual([]);
    // Kept as current through the form: the seeker said so, nothing left to ask.
    const kept = applyReviewAction(open, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 0,
      company: 'Квант-Плюс',
      position: 'Оператор',
      start: '2017-03',
      end: null,
    });
    expect(findReviewFlags(kept.draft, context).filter((f) => f.kind === 'unknown_end')).toEqual([]);

    // A job of the hh resume held now is hh's fact, not a question.
    const fromHhResume: ResumeDraft = { ...open, sources: [fromHh('experience[0].company', 'Квант-Плюс', 'experience[0].company')] };
    expect(findReviewFlags(fromHhResume, context).filter((f) => f.kind === 'unknown_end')).toEqual([]);
  });

  it('an unknown flag or line is refused', () => {
    expect(() => applyReviewAction(draft, [], EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: 'new_employer:x' })).toThrow(ReviewTargetGone);
    expect(() => applyReviewAction(draft, [], EMPTY_SEEKER_EXPERIENCE, { action: 'move_achievement', job: 0, bullet: 5, to_job: 1 })).toThrow(ReviewTargetGone);
  });
});

describe('applySeekerExperience: a new resume starts from what the seeker confirmed', () => {
  it('takes the seeker’s employer name and role, places their achievement under its job, and drops a removed employer', () => {
    const flags = findReviewFlags(draft, context);
    let step = applyReviewAction(draft, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'edit_job',
      job: 1,
      company: 'Квант Плюс Логистик',
      position: 'Оператор склада',
      start: '2016-09',
      end: '2020-02',
    });
    step = applyReviewAction(step.draft, findReviewFlags(step.draft, context), step.experience, { action: 'move_achievement', job: 0, bullet: 0, to_job: 1 });
    const later = applySeekerExperience(draft, step.experience);
    expect(later.experience[1]).toMatchObject({ company: 'Квант Плюс Логистик', position: 'Оператор склада', start: '2016-09' });
    expect(bulletsOf(later.experience[1]!.description)).toContain('Сократил пересорт на складе на 12%.');
    expect(bulletsOf(later.experience[0]!.description)).not.toContain('Сократил пересорт на складе на 12%.');
    expect(findReviewFlags(later, context).filter((f) => f.job === 1 && f.kind !== 'ambiguous_achievement')).toEqual([]);

    const gone = applySeekerExperience(draft, { jobs: [], removed: [findKey(draft)], leftOut: [] });
    expect(gone.experience.map((j) => j.company)).toEqual(['Квант-Плюс']);
  });
});

describe('rememberEditedJobs: what the seeker set in the editor', () => {
  it('keeps a job whose fields the seeker set, with the assistant’s name as an alias when renamed in place; untouched jobs are not kept', () => {
    const after: ResumeDraft = {
      ...draft,
      experience: [{ ...draft.experience[0]!, company: 'ООО «Северный Ветер»' }, draft.experience[1]!],
      sources: [...(draft.sources ?? []), seekerSource('experience[0].company', 'ООО «Северный Ветер»')],
    };
    const history = rememberEditedJobs(draft, after, EMPTY_SEEKER_EXPERIENCE);
    expect(history.jobs).toEqual([
      { company: 'ООО «Северный Ветер»', position: 'Кладовщик', start: '2020-03', end: null, aliases: ['Северный Ветер'], bullets: [] },
    ]);
    expect(applySeekerExperience(draft, history).experience[0]!.company).toBe('ООО «Северный Ветер»');
  });
});

describe('achievements under no job: the seeker places each or leaves it out', () => {
  /** Two jobs held now; the second answer's results name neither, so the draft carries them under no job. */
  const TWO_NOW = 'С 2021 года работаю администратором в магазине «Весна», а с 2022 года ещё и кассиром в сети «Пятёрочка».';
  const RESULTS = 'Сократила недостачи по кассе с 2% до 0,5%. Обучила 5 новых кассиров.';
  const unplacedContext: ReviewContext = {
    hh: { experience: [] },
    questions: [
      { id: 'q1', experience_index: undefined },
      { id: 'q2', experience_index: undefined },
    ],
    answers: [
      { question_id: 'q1', text: TWO_NOW },
      { question_id: 'q2', text: RESULTS },
    ],
  };
  const SHORTAGE = 'Сократила недостачи по кассе 2% → 0,5%.';
  const TRAINED = 'Обучила 5 новых кассиров.';
  const written: ResumeDraft = {
    title: 'Администратор магазина',
    skill_set: [],
    skills: '',
    experience: [
      { company: 'Весна', position: 'Администратор', start: '2021-01', end: null, description: null },
      { company: 'Пятёрочка', position: 'Кассир', start: '2022-01', end: null, description: null },
    ],
    unplaced: [SHORTAGE, TRAINED],
    sources: [
      seekerSource('experience[0].company', 'Весна'),
      seekerSource('experience[0].start', '2021-01'),
      seekerSource('experience[0].end', 'по настоящее время'),
      seekerSource('experience[1].company', 'Пятёрочка'),
      seekerSource('experience[1].start', '2022-01'),
      seekerSource('experience[1].end', 'по настоящее время'),
      fromAnswer('unplaced[0]', SHORTAGE, 'q2', 'Сократила недостачи по кассе с 2% до 0,5%.'),
      fromAnswer('unplaced[1]', TRAINED, 'q2', TRAINED),
    ],
  };
  const unplacedFlags = (d: ResumeDraft) => findReviewFlags(d, unplacedContext).filter((f) => f.kind === 'unplaced_achievement');

  it('flags each one under no job, with every job as a place it could go, and a confirmation cannot resolve it', () => {
    const flags = unplacedFlags(written);
    expect(flags).toEqual([
      {
        id: expect.stringMatching(/^unplaced_achievement:/u),
        kind: 'unplaced_achievement',
        job: null,
        bullet: 0,
        field: null,
        fact: SHORTAGE,
        other_jobs: [0, 1],
      },
      {
        id: expect.stringMatching(/^unplaced_achievement:/u),
        kind: 'unplaced_achievement',
        job: null,
        bullet: 1,
        field: null,
        fact: TRAINED,
        other_jobs: [0, 1],
      },
    ]);
    expect(flags[0]!.id).not.toBe(flags[1]!.id);
    // They come after the jobs' own flags, in the order of `unplaced`.
    expect(findReviewFlags(written, unplacedContext).slice(-2)).toEqual(flags);
    expect(() => applyReviewAction(written, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'confirm', flag_id: flags[0]!.id })).toThrow(ReviewNeedsPlace);
    // A draft written before `unplaced` was kept has no such flag.
    const { unplaced: _old, ...stored } = written;
    expect(findReviewFlags(stored, unplacedContext).some((f) => f.kind === 'unplaced_achievement')).toBe(false);
  });

  it('placing one puts it under that job with its answer and the seeker as sources; the other keeps its flag id', () => {
    const flags = unplacedFlags(written);
    const { draft: placed, experience } = applyReviewAction(written, flags, EMPTY_SEEKER_EXPERIENCE, {
      action: 'place_achievement',
      flag_id: flags[0]!.id,
      to_job: 1,
    });
    expect(bulletsOf(placed.experience[1]!.description)).toEqual([SHORTAGE]);
    expect(placed.experience[0]!.description).toBeNull();
    expect(placed.unplaced).toEqual([TRAINED]);
    expect(placed.sources).toContainEqual(
      expect.objectContaining({ field: 'experience[1].description', fact: SHORTAGE, kind: 'answer', quote: 'Сократила недостачи по кассе с 2% до 0,5%.' }),
    );
    expect(placed.sources).toContainEqual(seekerSource('experience[1].description', SHORTAGE));
    // The rest are renumbered: the one left is unplaced[0] now, with its own quote.
    expect(placed.sources!.filter((s) => s.field.startsWith('unplaced['))).toEqual([fromAnswer('unplaced[0]', TRAINED, 'q2', TRAINED)]);
    const left = findReviewFlags(placed, unplacedContext);
    expect(left.map((f) => f.id)).toEqual([flags[1]!.id]);
    expect(left[0]).toMatchObject({ bullet: 0, fact: TRAINED });
    // Kept by the employer's name: where the result belongs, nothing of the job's role or months.
    expect(experience.jobs).toEqual([{ company: 'Пятёрочка', position: null, start: null, end: null, aliases: [], bullets: [SHORTAGE] }]);

    // Leaving the other out empties `unplaced`: nothing is left to check.
    const { draft: done, experience: history } = applyReviewAction(placed, left, experience, { action: 'leave_out_achievement', flag_id: left[0]!.id });
    expect(done.unplaced).toBeUndefined();
    expect(done.sources!.some((s) => s.field.startsWith('unplaced['))).toBe(false);
    expect(findReviewFlags(done, unplacedContext)).toEqual([]);
    expect(history.leftOut).toEqual([TRAINED]);
    expect(history.jobs).toEqual(experience.jobs);
  });

  it('the next resume starts from the seeker’s choices: the placed one sits under its job, the left-out one is gone, nothing is asked again', () => {
    let step = applyReviewAction(written, unplacedFlags(written), EMPTY_SEEKER_EXPERIENCE, {
      action: 'place_achievement',
      flag_id: unplacedFlags(written)[0]!.id,
      to_job: 1,
    });
    step = applyReviewAction(step.draft, unplacedFlags(step.draft), step.experience, {
      action: 'leave_out_achievement',
      flag_id: unplacedFlags(step.draft)[0]!.id,
    });
    const next = applySeekerExperience(written, step.experience);
    expect(bulletsOf(next.experience[1]!.description)).toEqual([SHORTAGE]);
    expect(next.unplaced).toBeUndefined();
    expect(next.sources!.some((s) => s.field.startsWith('unplaced['))).toBe(false);
    expect(unplacedFlags(next)).toEqual([]);
    // Only the left-out one remembered: a fresh draft keeps the other under no job.
    const onlyLeftOut = applySeekerExperience(written, { ...EMPTY_SEEKER_EXPERIENCE, leftOut: [TRAINED] });
    expect(onlyLeftOut.unplaced).toEqual([SHORTAGE]);
    expect(onlyLeftOut.sources).toContainEqual(expect.objectContaining({ field: 'unplaced[0]', fact: SHORTAGE }));
  });

  it('placing under a job with no employer yet changes the resume, and keeps nothing in the history until the job is named', () => {
    const unnamed: ResumeDraft = { ...written, experience: [{ ...written.experience[0]!, company: null }, written.experience[1]!] };
    const flags = unplacedFlags(unnamed);
    const placed = applyReviewAction(unnamed, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'place_achievement', flag_id: flags[1]!.id, to_job: 0 });
    expect(bulletsOf(placed.draft.experience[0]!.description)).toEqual([TRAINED]);
    expect(placed.experience).toEqual(EMPTY_SEEKER_EXPERIENCE);
    const named = applyReviewAction(placed.draft, findReviewFlags(placed.draft, unplacedContext), placed.experience, {
      action: 'edit_job',
      job: 0,
      company: 'Весна',
      position: 'Администратор',
      start: '2021-01',
      end: null,
    });
    expect(named.experience.jobs[0]).toMatchObject({ company: 'Весна', bullets: [TRAINED] });
  });

  it('refuses an unknown flag, a flag of another kind, an achievement already answered and a job the resume lacks', () => {
    const flags = findReviewFlags(written, unplacedContext);
    const [first] = unplacedFlags(written);
    const gone =
      (action: Parameters<typeof applyReviewAction>[3], d = written, f = flags) =>
      () =>
        applyReviewAction(d, f, EMPTY_SEEKER_EXPERIENCE, action);
    expect(gone({ action: 'place_achievement', flag_id: 'unplaced_achievement:nope', to_job: 0 })).toThrow(ReviewTargetGone);
    expect(gone({ action: 'leave_out_achievement', flag_id: 'unplaced_achievement:nope' })).toThrow(ReviewTargetGone);
    const other: ReviewFlag = { id: 'new_employer:весн', kind: 'new_employer', job: 0, bullet: 0, field: null, fact: 'Весна', other_jobs: [] };
    expect(gone({ action: 'leave_out_achievement', flag_id: other.id }, written, [other, ...flags])).toThrow(ReviewTargetGone);
    expect(gone({ action: 'place_achievement', flag_id: first!.id, to_job: 2 })).toThrow(ReviewTargetGone);
    const { draft: after } = applyReviewAction(written, flags, EMPTY_SEEKER_EXPERIENCE, { action: 'leave_out_achievement', flag_id: first!.id });
    const again = findReviewFlags(after, unplacedContext);
    expect(gone({ action: 'place_achievement', flag_id: first!.id, to_job: 0 }, after, again)).toThrow(ReviewTargetGone);
  });
});

/** The employer key of the draft's first job, as remove_job stores it. */
function findKey(d: ResumeDraft): string {
  return applyReviewAction(d, [], EMPTY_SEEKER_EXPERIENCE, { action: 'remove_job', job: 0 }).experience.removed[0]!;
}
