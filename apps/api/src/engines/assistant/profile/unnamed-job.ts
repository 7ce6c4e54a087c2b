/**
 * The job a seeker has now, told without saying where: «Третий год работаю кладовщиком», «Сейчас я старший кассир,
 * с 2022 года». Dropping it would lose the seeker's current job and every result they tell about it, so it becomes an
 * experience entry of its own with no employer; review then asks the seeker to name the employer (hh needs one) or to
 * remove the job. Nothing is guessed: the role and the months are the answer's words, the employer stays empty.
 */
import type { Answer } from '@otklik/contracts';
import { findRoleAtStart, findRoles, looksLikeRole, tenseOf } from './employers';
import { correctTypos } from './morphology';
import { findPeriod, monthsBefore } from './periods';
import type { ExperienceEntry, Provenance } from './profile.schema';
import { splitSentences } from './sentences';

/** The id of the entry: one unnamed current job per profile. */
export const UNNAMED_JOB_ID = 'answer-unnamed';

/**
 * A sentence that places the seeker somewhere by a name we could not read is not «unnamed»: «в/у» + a capital or a
 * quote, «на» + a quote («на Ленина» is a street).
 */
/** Words that open the time before the job one has now. */
const EARLIER_RE = /(?<![\p{L}])(?:до\s+этого|перед\s+этим|раньше|прежде)(?![\p{L}])/iu;

const NAMES_A_PLACE_RE = /(?<![\p{L}])(?:(?:в|во|у)\s+[«"A-ZА-ЯЁ]|на\s+[«"])/u;

/**
 * The current job one answer tells with a role and no employer, or null. It takes the first sentence in the present
 * tense (or a terse line with a start and no end) that states a role (instrumental after a work verb, or a title at
 * the sentence's head) and names no place with a capital letter. Its start is the month stated, or `today` minus the
 * duration stated («третий год» counts two years back); with neither, the start stays empty and review asks for it.
 * `today` is YYYY-MM-DD (UTC).
 */
export function findUnnamedCurrentJob(answer: Pick<Answer, 'question_id' | 'text'>, today: string): ExperienceEntry | null {
  const at = (start: number, end: number): Provenance => ({ source: 'answer', answerId: answer.question_id, span: [start, end], path: null });
  for (const whole of splitSentences(answer.text)) {
    // «…логистом, уже 3й год. до этого курьером 2 года …» (a lower-case run-on): the words of the time before tell
    // another job, so its role and months are not this one's.
    const earlier = EARLIER_RE.exec(whole.text);
    const sentence = earlier === null || earlier.index === 0 ? whole : { ...whole, text: whole.text.slice(0, earlier.index), end: whole.start + earlier.index };
    const period = findPeriod(sentence.text);
    const present = tenseOf(sentence.text) === 'present' || period.current !== null;
    const terseOpen = tenseOf(sentence.text) === null && period.start !== null && period.end === null;
    if ((!present && !terseOpen) || period.end !== null || NAMES_A_PLACE_RE.test(sentence.text)) continue;
    const said = [findRoles(sentence.text)[0], findRoleAtStart(sentence.text) ?? undefined].find((r) => r !== undefined && looksLikeRole(r.value));
    if (said === undefined) continue;
    const role = correctTypos(said.value);
    const start =
      period.start !== null
        ? {
            value: period.start.value,
            precision: period.start.precision,
            sources: [at(sentence.start + period.start.span[0], sentence.start + period.start.span[1])],
          }
        : period.duration !== null
          ? {
              value: monthsBefore(today, period.duration.months),
              precision: 'month' as const,
              sources: [at(sentence.start + period.duration.span[0], sentence.start + period.duration.span[1])],
            }
          : { value: null, precision: null, sources: [] };
    return {
      id: UNNAMED_JOB_ID,
      employer: { value: null, sources: [] },
      role: { value: role.charAt(0).toUpperCase() + role.slice(1), sources: [at(sentence.start + said.start, sentence.start + said.end)] },
      start,
      end: { value: null, precision: null, sources: [] },
      current: { value: true, sources: [at(sentence.start, sentence.end)] },
      location: { value: null, sources: [] },
      achievements: [],
    };
  }
  return null;
}
