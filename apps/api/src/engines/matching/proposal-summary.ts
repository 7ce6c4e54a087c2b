/**
 * The card of a proposed vacancy ("why it fits": matched skills, missing skills, the salary against
 * the expectation) in the contract's Proposal shape, with a one-line Russian summary.
 */
import type { Proposal } from '@otklik/contracts';
import type { PositionInput } from '../../domain/position';
import type { MatchResult, SalaryVerdict } from '../../domain/vacancy';

const SALARY_TEXT: Record<SalaryVerdict, string> = {
  meets: 'зарплата соответствует ожиданиям',
  above: 'зарплата выше ожиданий',
  below: 'зарплата ниже ожиданий',
  unknown: 'зарплата не указана',
};
const SHOWN_MATCHED = 4;
const SHOWN_MISSING = 3;

/**
 * One Russian line on why a vacancy fits: the matched skills (at most 4), the missing ones (at most 3), the salary
 * verdict and «удалённо» when it fits through remote work only. Example:
 * «Совпадают навыки: Python, Django, SQL; не хватает: Kafka; зарплата соответствует ожиданиям.»
 */
export function summarizeMatch(match: MatchResult): string {
  const { matched_skills: matched, missing_skills: missing, salary, area_ok, remote_ok } = match.reasons;
  const parts = [
    matched.length > 0 ? `Совпадают навыки: ${matched.slice(0, SHOWN_MATCHED).join(', ')}` : 'Подходит по названию должности',
    missing.length > 0 ? `не хватает: ${missing.slice(0, SHOWN_MISSING).join(', ')}` : '',
    SALARY_TEXT[salary.verdict],
    !area_ok && remote_ok ? 'удалённая работа' : '',
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

/** Maps a ranked match into the proposal card the API returns (packages/contracts `proposalSchema`; amounts as hh published them, per month). */
export function toProposalCard(match: MatchResult, position: Pick<PositionInput, 'salary'>): Proposal {
  const { vacancy, reasons } = match;
  return {
    vacancy_id: vacancy.id,
    name: vacancy.name,
    employer: vacancy.employer,
    area: vacancy.area,
    salary: vacancy.salary,
    remote: vacancy.remote,
    alternate_url: vacancy.alternate_url,
    sources: [...vacancy.sources],
    score: match.score,
    reasons: {
      matched_skills: reasons.matched_skills,
      missing_skills: reasons.missing_skills,
      salary: { expected: position.salary.amount, expected_currency: position.salary.currency, verdict: reasons.salary.verdict },
      summary: summarizeMatch(match),
      place: reasons.area_ok ? 'area' : reasons.remote_ok ? 'remote' : 'other',
      ...(reasons.dismissed_similar === true ? { dismissed_similar: true } : {}),
    },
  };
}
