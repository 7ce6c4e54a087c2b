/**
 * The labelled set of bench (c): 25 seeker profiles across the professions of the full vacancy data set beside the repository, and the
 * rule-based relevance label of a vacancy for a profile — independent of the product's matcher:
 * - the title is of the same profession family (a hand-written pattern per profile over the vacancy's name; Cyrillic
 *   word parts are written [а-яё], since \w and \b of JavaScript regexps know Latin letters only);
 * - the place holds: the vacancy is in the profile's city, or the profile takes remote work and the vacancy is remote;
 * - the salary is not clearly below the expectation: no salary given, or its top (converted to ₽) ≥ 80 % of it.
 */
import type { HhVacancyRecord } from '@otklik/hh-contract';

/** One seeker profile: what they would enter on /position and the skills they would name in their answers. */
export interface SeekerProfile {
  title: string;
  city: { id: string; name: string };
  remote: boolean;
  /** Per month, ₽. */
  salary: number;
  skills: string[];
  /** The profession family: a vacancy name matching it is "the same job". */
  family: RegExp;
}

const MOSCOW = { id: '1', name: 'Москва' };
const SPB = { id: '2', name: 'Санкт-Петербург' };
const EKB = { id: '3', name: 'Екатеринбург' };
const NSK = { id: '4', name: 'Новосибирск' };

/** 25 profiles: developers of several stacks, QA, analysts, data, DevOps, 1С, accounting, sales, logistics, HR, design, law, food. */
export const PROFILES: readonly SeekerProfile[] = [
  {
    title: 'Python-разработчик',
    city: MOSCOW,
    remote: false,
    salary: 200_000,
    skills: ['Python', 'Django', 'PostgreSQL', 'Docker', 'Git'],
    family: /python|питон/i,
  },
  {
    title: 'Java-разработчик',
    city: SPB,
    remote: false,
    salary: 220_000,
    skills: ['Java', 'Spring Framework', 'SQL', 'Git'],
    family: /\bjava\b(?!\s*script)|джава/i,
  },
  {
    title: 'Frontend-разработчик',
    city: MOSCOW,
    remote: true,
    salary: 180_000,
    skills: ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS'],
    family: /front|фронт|react|vue|angular|javascript|верстальщик/i,
  },
  {
    title: 'Тестировщик',
    city: MOSCOW,
    remote: false,
    salary: 100_000,
    skills: ['Тестирование', 'SQL', 'Jira', 'Postman'],
    family: /тестировщ|тестирован|\bqa\b|quality/i,
  },
  {
    title: 'Системный аналитик',
    city: EKB,
    remote: false,
    salary: 130_000,
    skills: ['SQL', 'BPMN', 'UML', 'Jira'],
    family: /системн[а-яё]*\s+аналитик|system\s+analyst/i,
  },
  {
    title: 'Бизнес-аналитик',
    city: MOSCOW,
    remote: false,
    salary: 150_000,
    skills: ['BPMN', 'SQL', 'MS Excel', 'Бизнес-анализ'],
    family: /бизнес[-\s]аналитик|business\s+analyst/i,
  },
  {
    title: 'Аналитик данных',
    city: MOSCOW,
    remote: true,
    salary: 150_000,
    skills: ['SQL', 'Python', 'MS Excel', 'Power BI', 'Tableau'],
    family: /аналитик[а-яё]*\s+данных|data\s+analyst|bi[-\s]аналитик|аналитик\s+bi/i,
  },
  {
    title: 'Data Scientist',
    city: MOSCOW,
    remote: false,
    salary: 250_000,
    skills: ['Python', 'Machine Learning', 'SQL', 'Pandas'],
    family: /data\s+scien|machine\s+learning|\bml\b|машинн[а-яё]+\s+обучени/i,
  },
  {
    title: 'DevOps-инженер',
    city: MOSCOW,
    remote: false,
    salary: 250_000,
    skills: ['Linux', 'Docker', 'Kubernetes', 'Ansible'],
    family: /devops|\bsre\b|site\s+reliability/i,
  },
  { title: 'Программист 1С', city: SPB, remote: false, salary: 150_000, skills: ['1С: Предприятие 8', '1С программирование', 'SQL'], family: /1[сc]/i },
  {
    title: 'PHP-разработчик',
    city: MOSCOW,
    remote: false,
    salary: 150_000,
    skills: ['PHP', 'MySQL', 'Laravel', 'Git'],
    family: /\bphp\b|laravel|symfony|битрикс|bitrix/i,
  },
  { title: 'C#-разработчик', city: NSK, remote: false, salary: 150_000, skills: ['C#', '.NET Framework', 'ASP.NET', 'SQL'], family: /c#|\.net|asp\.net/i },
  { title: 'Golang-разработчик', city: MOSCOW, remote: false, salary: 250_000, skills: ['Golang', 'PostgreSQL', 'Docker'], family: /\bgo\b|golang/i },
  { title: 'Бухгалтер', city: NSK, remote: false, salary: 60_000, skills: ['1С: Бухгалтерия', 'Бухгалтерский учет', 'MS Excel'], family: /бухгалтер/i },
  {
    title: 'Менеджер по продажам',
    city: EKB,
    remote: false,
    salary: 60_000,
    skills: ['Активные продажи', 'Ведение переговоров', 'CRM'],
    family: /продаж|sales|торгов[а-яё]+\s+представител/i,
  },
  { title: 'Водитель', city: SPB, remote: false, salary: 60_000, skills: ['Водительское удостоверение категории B'], family: /водител/i },
  { title: 'Кладовщик', city: SPB, remote: false, salary: 50_000, skills: ['Складской учет', '1С: Склад'], family: /кладовщик|комплектовщик|склад/i },
  {
    title: 'HR-менеджер',
    city: MOSCOW,
    remote: false,
    salary: 90_000,
    skills: ['Подбор персонала', 'Проведение собеседований', 'Кадровое делопроизводство'],
    family: /\bhr\b|рекрутер|персонал|кадр/i,
  },
  {
    title: 'Дизайнер интерфейсов',
    city: MOSCOW,
    remote: false,
    salary: 120_000,
    skills: ['Figma', 'Adobe Photoshop', 'UX'],
    family: /дизайнер|designer|ui|ux/i,
  },
  { title: 'Android-разработчик', city: MOSCOW, remote: false, salary: 220_000, skills: ['Kotlin', 'Android SDK', 'Java'], family: /android|андроид|kotlin/i },
  { title: 'iOS-разработчик', city: MOSCOW, remote: false, salary: 220_000, skills: ['Swift', 'iOS', 'Xcode'], family: /\bios\b|swift/i },
  {
    title: 'Юрист',
    city: MOSCOW,
    remote: false,
    salary: 100_000,
    skills: ['Гражданское право', 'Договорная работа', 'Юридическое консультирование'],
    family: /юрист|юрисконсульт|lawyer|правов/i,
  },
  { title: 'Повар', city: SPB, remote: false, salary: 55_000, skills: ['Приготовление блюд', 'Санитарные нормы'], family: /повар|кулинар|cook/i },
  { title: 'Кассир', city: EKB, remote: false, salary: 40_000, skills: ['Работа с кассой', 'Обслуживание покупателей'], family: /кассир/i },
  {
    title: 'Специалист по информационной безопасности',
    city: MOSCOW,
    remote: false,
    salary: 150_000,
    skills: ['Информационная безопасность', 'Linux', 'SIEM'],
    family: /информационн[а-яё]+\s+безопасн|security|(^|[^а-яё])иб([^а-яё]|$)|pentest/i,
  },
];

/** A vacancy as the full data set records it (the fields the label reads; hh-contract's record format). */
export type RawVacancy = Pick<HhVacancyRecord, 'id' | 'name' | 'area' | 'salary' | 'schedule'>;

/** How a vacancy fares against a profile, constraint by constraint. */
export interface Label {
  family: boolean;
  place: boolean;
  salary: boolean;
  relevant: boolean;
}

/**
 * The label of a vacancy for a profile (see file comment). `rates` are hh's /dictionaries rates (units per 1 ₽);
 * a salary without a currency counts as ₽ (the one source without it is Moscow developers in roubles).
 */
export function labelOf(vacancy: RawVacancy, profile: SeekerProfile, rates: Readonly<Record<string, number>>): Label {
  const family = profile.family.test(vacancy.name);
  const remote = vacancy.schedule?.id === 'remote';
  const place = vacancy.area?.name === profile.city.name || (profile.remote && remote);
  let salary = true;
  const top = vacancy.salary?.to ?? vacancy.salary?.from ?? null;
  if (top !== null) {
    const currency = vacancy.salary?.currency ?? 'RUR';
    const rate = currency === 'RUR' ? 1 : rates[currency];
    if (rate !== undefined && rate > 0) salary = top / rate >= profile.salary * 0.8;
  }
  return { family, place, salary, relevant: family && place && salary };
}
