import {
  type AnswerBank,
  type AnswerBankFacts,
  type AnswerBankField,
  BANK_CURRENCIES,
  type BankSalary,
  type BankNoticePeriod,
  putAnswerBankBodySchema,
} from '@otklik/contracts';

/** One row of «Опыт по навыкам» as typed: years may be empty while the seeker types. */
export interface SkillYearsRow {
  skill: string;
  years: number | '';
}

/** The answer-bank form's values: inputs as the seeker types them ('' = empty). */
export interface BankFormValues {
  salaryAmount: number | '';
  salaryCurrency: BankSalary['currency'];
  salaryGross: BankSalary['gross'];
  salaryPeriod: BankSalary['period'];
  noticeAmount: number | '';
  noticeUnit: BankNoticePeriod['unit'];
  relocation: NonNullable<AnswerBankFacts['relocation']> | null;
  workFormat: NonNullable<AnswerBankFacts['work_format']>;
  businessTrips: NonNullable<AnswerBankFacts['business_trips']> | null;
  englishLevel: NonNullable<AnswerBankFacts['english_level']> | null;
  portfolioUrl: string;
  skillYears: SkillYearsRow[];
  workPermit: string;
  citizenship: string;
}

/** An empty form: ₽ per month on hand, notice in weeks. */
export const EMPTY_BANK_FORM: BankFormValues = {
  salaryAmount: '',
  salaryCurrency: 'RUR',
  salaryGross: 'net',
  salaryPeriod: 'month',
  noticeAmount: '',
  noticeUnit: 'week',
  relocation: null,
  workFormat: [],
  businessTrips: null,
  englishLevel: null,
  portfolioUrl: '',
  skillYears: [],
  workPermit: '',
  citizenship: '',
};

export { BANK_CURRENCIES };

/** The form's values of a stored bank. */
export function toBankForm(bank: AnswerBank | AnswerBankFacts): BankFormValues {
  return {
    salaryAmount: bank.salary?.amount ?? '',
    salaryCurrency: bank.salary?.currency ?? 'RUR',
    salaryGross: bank.salary?.gross ?? 'net',
    salaryPeriod: bank.salary?.period ?? 'month',
    noticeAmount: bank.notice_period?.amount ?? '',
    noticeUnit: bank.notice_period?.unit ?? 'week',
    relocation: bank.relocation,
    workFormat: bank.work_format ?? [],
    businessTrips: bank.business_trips,
    englishLevel: bank.english_level,
    portfolioUrl: bank.portfolio_url ?? '',
    skillYears: (bank.skill_years ?? []).map((row) => ({ ...row })),
    workPermit: bank.work_permit ?? '',
    citizenship: bank.citizenship ?? '',
  };
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The bank's facts from the form: an empty input is null (not filled); rows of «Опыт по навыкам» without a skill
 * name are dropped. Not validated here: see {@link bankFormErrors}.
 */
export function toBankFacts(values: BankFormValues): AnswerBankFacts {
  const skills = values.skillYears.filter((row) => row.skill.trim() !== '');
  return {
    salary:
      values.salaryAmount === ''
        ? null
        : { amount: values.salaryAmount, currency: values.salaryCurrency, gross: values.salaryGross, period: values.salaryPeriod },
    notice_period: values.noticeAmount === '' ? null : { amount: values.noticeAmount, unit: values.noticeUnit },
    relocation: values.relocation,
    work_format: values.workFormat.length === 0 ? null : values.workFormat,
    business_trips: values.businessTrips,
    english_level: values.englishLevel,
    portfolio_url: textOrNull(values.portfolioUrl),
    skill_years: skills.length === 0 ? null : skills.map((row) => ({ skill: row.skill.trim(), years: row.years === '' ? Number.NaN : row.years })),
    work_permit: textOrNull(values.workPermit),
    citizenship: textOrNull(values.citizenship),
  };
}

/** The form field that shows the error of a bank fact's path ('salary.amount' → salaryAmount). */
export function formFieldOfPath(path: string): keyof BankFormValues | `skillYears.${number}.${'skill' | 'years'}` {
  const [head, second, third] = path.split('.');
  switch (head as AnswerBankField) {
    case 'salary':
      return second === 'currency' ? 'salaryCurrency' : second === 'gross' ? 'salaryGross' : second === 'period' ? 'salaryPeriod' : 'salaryAmount';
    case 'notice_period':
      return second === 'unit' ? 'noticeUnit' : 'noticeAmount';
    case 'relocation':
      return 'relocation';
    case 'work_format':
      return 'workFormat';
    case 'business_trips':
      return 'businessTrips';
    case 'english_level':
      return 'englishLevel';
    case 'portfolio_url':
      return 'portfolioUrl';
    case 'skill_years':
      return second !== undefined && /^\d+$/u.test(second) ? `skillYears.${Number(second)}.${third === 'skill' ? 'skill' : 'years'}` : 'skillYears';
    case 'work_permit':
      return 'workPermit';
    case 'citizenship':
      return 'citizenship';
    default:
      return 'salaryAmount';
  }
}

/** The bank fact a path belongs to ('salary.amount' → 'salary'), the key of its Russian error text. */
export function factOfPath(path: string): AnswerBankField {
  const head = path.split('.')[0] ?? '';
  return (
    [
      'salary',
      'notice_period',
      'relocation',
      'work_format',
      'business_trips',
      'english_level',
      'portfolio_url',
      'skill_years',
      'work_permit',
      'citizenship',
    ] as const
  ).includes(head as AnswerBankField)
    ? (head as AnswerBankField)
    : 'salary';
}

/**
 * Checks the form against the contract the server uses: {form field → the fact whose error text to show}.
 * Empty when the bank can be saved.
 */
export function bankFormErrors(values: BankFormValues): Record<string, AnswerBankField> {
  const parsed = putAnswerBankBodySchema.safeParse(toBankFacts(values));
  if (parsed.success) return {};
  const errors: Record<string, AnswerBankField> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[formFieldOfPath(path)] ??= factOfPath(path);
  }
  return errors;
}
