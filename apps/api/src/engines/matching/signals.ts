/**
 * Learning from unchecks (on «Готово»): a proposal the seeker left unchecked when pressing «Готово» is a negative
 * signal. The next batches for the seeker rank down vacancies like it — the same employer strongly, shared title
 * terms and the same salary band mildly — and the card says so («похожие вы уже убирали»).
 */
import type { CurrencyRates, VacancyCandidate } from '../../domain/vacancy';
import { titleTerms } from '../../lib/title-relevance';
import { employerKey, placeKeys, stripTitleNoise } from './dedupe';
import { convertAmount } from './currency';

/** What is kept of an unchecked vacancy. */
export interface DismissalSignal {
  /** The hh vacancy that was unchecked. */
  vacancy_id: string;
  /** hh employer id, when hh gave one. */
  employer_id: string | null;
  /** The employer's name as hh published it. */
  employer_name: string | null;
  /** The meaningful words of the vacancy title as canonical keys (seniority and stop words removed). */
  title_terms: string[];
  /** The salary band (see {@link salaryBand}); null without a salary or a rate. */
  salary_band: number | null;
}

/** Score taken off a vacancy of an employer the seeker unchecked (scores are 0..1; a typical fit is 0.5–0.8). */
export const EMPLOYER_PENALTY = 0.3;
/** Score taken off at most for distinctive title terms shared with an unchecked vacancy (× the share shared). */
export const TITLE_PENALTY = 0.1;
/** Score taken off for a salary in the same band as an unchecked vacancy's. */
export const SALARY_BAND_PENALTY = 0.03;
/** The least share of an unchecked vacancy's distinctive title terms that makes a vacancy "like it" on the card. */
export const SIMILAR_TITLE_SHARE = 0.5;
/** Salary bands grow by this ratio: 100 000 ₽ and 120 000 ₽ share a band, 100 000 ₽ and 160 000 ₽ do not. */
const BAND_RATIO = 1.25;

/**
 * The band of a monthly salary: the middle of the published range (or its only bound) in ₽ at hh's rates, as
 * ⌊log₁.₂₅(₽)⌋, so neighbouring offers share a band whatever the currency. null without an amount or a rate.
 */
export function salaryBand(salary: VacancyCandidate['salary'], rates: CurrencyRates): number | null {
  if (salary === null || salary.currency === null) return null;
  const bounds = [salary.from, salary.to].filter((v): v is number => v !== null && v > 0);
  if (bounds.length === 0) return null;
  const middle = bounds.reduce((sum, v) => sum + v, 0) / bounds.length;
  const rub = convertAmount(middle, salary.currency, 'RUR', rates);
  return rub === null || rub <= 0 ? null : Math.floor(Math.log(rub) / Math.log(BAND_RATIO));
}

/** The signal kept for an unchecked vacancy. */
export function toDismissalSignal(vacancy: VacancyCandidate, rates: CurrencyRates): DismissalSignal {
  return {
    vacancy_id: vacancy.id,
    employer_id: vacancy.employer?.id ?? null,
    employer_name: vacancy.employer?.name ?? null,
    title_terms: vacancyTitleTerms(vacancy),
    salary_band: salaryBand(vacancy.salary, rates),
  };
}

/** The meaningful title words of a vacancy, without level, work-format or place words in brackets (its own area's). */
function vacancyTitleTerms(vacancy: VacancyCandidate): string[] {
  return titleTerms(stripTitleNoise(vacancy.name, placeKeys(vacancy.area === null ? [] : [vacancy.area.name])));
}

function sameEmployerAs(vacancy: VacancyCandidate, signal: DismissalSignal): boolean {
  if (vacancy.employer === null) return false;
  if (signal.employer_id !== null && vacancy.employer.id !== null) return signal.employer_id === vacancy.employer.id;
  if (signal.employer_name === null) return false;
  const a = employerKey({ id: null, name: signal.employer_name });
  return a !== null && a === employerKey({ id: null, name: vacancy.employer.name });
}

/** How much a vacancy looks like the ones the seeker unchecked. */
export interface DismissalPenalty {
  /** Score to subtract (0..EMPLOYER_PENALTY + TITLE_PENALTY + SALARY_BAND_PENALTY). */
  penalty: number;
  /** True when it shares the employer, or at least half the distinctive title terms, of an unchecked vacancy. */
  similar: boolean;
}

/**
 * The penalty of a vacancy against the seeker's signals: for each signal, the same employer costs 0.3; the share of
 * the signal's distinctive title terms (those not in the position title, which every proposal shares) found in the
 * vacancy's title costs up to 0.1; the same salary band 0.03. The worst signal counts; signals do not add up, so
 * many unchecks of one employer weigh as one. The unchecked vacancy itself scores as "like it".
 */
export function dismissalPenalty(
  vacancy: VacancyCandidate,
  signals: readonly DismissalSignal[],
  positionTitle: string,
  rates: CurrencyRates,
): DismissalPenalty {
  if (signals.length === 0) return { penalty: 0, similar: false };
  const common = new Set(titleTerms(positionTitle));
  const terms = new Set(vacancyTitleTerms(vacancy));
  const band = salaryBand(vacancy.salary, rates);
  let worst = 0;
  let similar = false;
  for (const signal of signals) {
    const employer = signal.vacancy_id === vacancy.id || sameEmployerAs(vacancy, signal);
    const distinctive = signal.title_terms.filter((t) => !common.has(t));
    const share = distinctive.length === 0 ? 0 : distinctive.filter((t) => terms.has(t)).length / distinctive.length;
    const sameBand = band !== null && signal.salary_band === band;
    worst = Math.max(worst, (employer ? EMPLOYER_PENALTY : 0) + TITLE_PENALTY * share + (sameBand ? SALARY_BAND_PENALTY : 0));
    similar ||= employer || share >= SIMILAR_TITLE_SHARE;
  }
  return { penalty: Math.round(worst * 1000) / 1000, similar };
}
