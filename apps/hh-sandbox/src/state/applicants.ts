import { createHash } from 'node:crypto';
import type { HhResumeCreateRequest } from '@otklik/hh-contract';
import { badArgument, HhApiError, notFound } from '../http/errors';
import type { AreaTree } from './areas';
import { RUSSIA } from './areas';
import type { VacancyCatalog } from './catalog';
import type { SandboxClock } from './clock';
import { createRng, fnv1a, randomInt, sample, unitHash } from './hash';
import type { RawResumeListing } from './seed-loader';
import type { CatalogVacancy } from './vacancy-normalizer';

/** Minimum time between two publishes (bumps) of a resume on the sandbox clock (hh: about 4 h). */
export const PUBLISH_INTERVAL_MS = 4 * 3600_000;
/** Most resumes one applicant may have (hh: resumes/total_limit_exceeded, number undocumented). */
export const MAX_RESUMES = 20;
const DAY_MS = 86_400_000;

/** A sandbox applicant: created on first consent with an e-mail, everything else follows from the e-mail. */
export interface Applicant {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  areaId: string;
  createdMs: number;
  resumeIds: string[];
  favorites: Set<string>;
}

/** A resume as the sandbox stores it; routes present it in hh's shapes (present/resumes.ts). */
export interface StoredResume {
  id: string;
  ownerId: string;
  title: string | null;
  status: 'published' | 'not_published';
  createdMs: number;
  updatedMs: number;
  /** Earliest next publish (bump); null before the first publish. */
  nextPublishMs: number | null;
  /** The resume body in hh's create-request shape (names, area, contacts, experience, skills…). */
  body: HhResumeCreateRequest;
  totalExperienceMonths: number | null;
}

/** A field a publish needs, as hh lists it in `progress.mandatory` (names from hh's resume form). */
const MANDATORY_FIELDS: { id: keyof HhResumeCreateRequest; name: string }[] = [
  { id: 'title', name: 'Желаемая должность' },
  { id: 'first_name', name: 'Имя' },
  { id: 'last_name', name: 'Фамилия' },
  { id: 'area', name: 'Город проживания' },
  { id: 'gender', name: 'Пол' },
  { id: 'citizenship', name: 'Гражданство' },
  { id: 'contact', name: 'Контакты' },
  { id: 'education', name: 'Образование' },
  { id: 'language', name: 'Знание языков' },
];

/**
 * The fields a resume still lacks before it can be published: the required fields of hh's official create
 * example (title, names, area, gender, citizenship, an e-mail contact, education level, a language).
 */
export function missingMandatory(resume: StoredResume): { id: string; name: string }[] {
  const b = resume.body;
  return MANDATORY_FIELDS.filter(({ id }) => {
    const value = b[id];
    if (id === 'contact') return !b.contact?.some((c) => c.type.id === 'email');
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
  });
}

const MALE_FIRST = ['Александр', 'Дмитрий', 'Максим', 'Иван', 'Артём', 'Сергей', 'Андрей', 'Алексей', 'Михаил', 'Никита'];
const FEMALE_FIRST = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Ирина', 'Дарья', 'Юлия'];
const LAST = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров'];
const HOME_AREAS = ['1', '1', '1', '2', '2', '3', '4', '88', '66'];

/** hh-style resume id (38 hex characters) fixed by a seed. */
const resumeId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 38);

/**
 * Resume listings to build applicants' resumes from when no real listings are configured: derived from the
 * loaded vacancies (title = vacancy name, last employer = the employer of another vacancy picked by hash,
 * expected salary from the vacancy's range in RUR, experience 6–120 months by hash).
 */
export function listingsFromVacancies(catalog: VacancyCatalog): RawResumeListing[] {
  const withEmployer = catalog.vacancies.filter((v) => v.employerId !== null);
  return catalog.vacancies
    .filter((v) => !v.archived)
    .map((v) => {
      const other = withEmployer[fnv1a(`${v.id}:employer`) % Math.max(1, withEmployer.length)];
      const salary = v.salaryFromRur ?? v.salaryToRur;
      return {
        id: v.id,
        title: v.full.name,
        area: null,
        salary: salary === null ? null : { amount: Math.round(salary / 1000) * 1000, currency: 'RUR' },
        total_experience: { months: 6 + (fnv1a(`${v.id}:months`) % 115) },
        experience: other ? [{ company: other.full.employer.name, position: null }] : [],
        alternate_url: v.full.alternate_url,
      };
    });
}

/**
 * Applicants with their resumes and favourite vacancies. An applicant's id, name, home area, 2–3 resumes and
 * favourites are fixed by the e-mail (seeded, not random), so the same e-mail finds the same sandbox account after
 * a reset or restart.
 */
export class ApplicantState {
  private byEmail = new Map<string, Applicant>();
  private byId = new Map<string, Applicant>();
  private resumes = new Map<string, StoredResume>();
  private createdCount = 0;
  private readonly listings: RawResumeListing[];

  constructor(
    private readonly clock: SandboxClock,
    private readonly catalog: VacancyCatalog,
    private readonly areas: AreaTree,
    listings: RawResumeListing[] | null,
  ) {
    this.listings = (listings ?? listingsFromVacancies(catalog)).filter((l) => l.title.trim().length >= 2);
  }

  /** Forgets every applicant and resume. */
  reset(): void {
    this.byEmail.clear();
    this.byId.clear();
    this.resumes.clear();
    this.createdCount = 0;
  }

  /** All applicants, oldest first. */
  all(): Applicant[] {
    return [...this.byId.values()];
  }

  /** The applicant with id `id`. @throws Error for an unknown id (tokens only carry existing ids). */
  get(id: string): Applicant {
    const applicant = this.byId.get(id);
    if (!applicant) throw new Error(`unknown applicant ${id}`);
    return applicant;
  }

  /** The applicant with this e-mail, if one consented already. */
  findByEmail(email: string): Applicant | undefined {
    return this.byEmail.get(email.trim().toLowerCase());
  }

  /** The applicant with this e-mail, created (with resumes and favourites) on first use. */
  ensure(rawEmail: string): Applicant {
    const email = rawEmail.trim().toLowerCase();
    const existing = this.byEmail.get(email);
    if (existing) return existing;
    const rng = createRng(`applicant:${email}`);
    const gender = rng() < 0.5 ? 'male' : 'female';
    const first = gender === 'male' ? MALE_FIRST : FEMALE_FIRST;
    const last = LAST[randomInt(rng, 0, LAST.length - 1)]!;
    let idNumber = 10_000_000 + (fnv1a(`id:${email}`) % 89_999_999);
    while (this.byId.has(String(idNumber))) idNumber++;
    const homeArea = HOME_AREAS[randomInt(rng, 0, HOME_AREAS.length - 1)]!;
    const applicant: Applicant = {
      id: String(idNumber),
      email,
      firstName: first[randomInt(rng, 0, first.length - 1)]!,
      lastName: gender === 'male' ? last : last.endsWith('ий') ? `${last.slice(0, -2)}ая` : `${last}а`,
      gender,
      areaId: this.areas.nameOf(homeArea) ? homeArea : RUSSIA.id,
      createdMs: this.clock.now(),
      resumeIds: [],
      favorites: new Set(),
    };
    this.byEmail.set(email, applicant);
    this.byId.set(applicant.id, applicant);
    this.buildResumes(applicant);
    this.pickFavorites(applicant);
    return applicant;
  }

  /**
   * An applicant whose resumes are the given bodies (hh's create-request shape), not drawn from the listings, so tests
   * and demos get a coherent persona. Names, gender and home area come from the first body when it has them. Every
   * resume is published unless `publish` is false; favourites are picked as for any applicant.
   * @throws HhApiError 400 bad_argument email when an applicant with this e-mail exists; 400 total_limit_exceeded
   *   past 20 resumes
   */
  createWithResumes(rawEmail: string, bodies: HhResumeCreateRequest[], publish = true): Applicant {
    const email = rawEmail.trim().toLowerCase();
    if (this.byEmail.has(email)) throw badArgument('email', 'already_exists');
    if (bodies.length > MAX_RESUMES) throw new HhApiError(400, [{ type: 'resumes', value: 'total_limit_exceeded' }], 'Bad Request');
    const first = bodies[0];
    let idNumber = 10_000_000 + (fnv1a(`id:${email}`) % 89_999_999);
    while (this.byId.has(String(idNumber))) idNumber++;
    const gender = first?.gender?.id === 'female' ? 'female' : 'male';
    const areaId = first?.area?.id;
    const applicant: Applicant = {
      id: String(idNumber),
      email,
      firstName: first?.first_name ?? (gender === 'male' ? MALE_FIRST[0]! : FEMALE_FIRST[0]!),
      lastName: first?.last_name ?? LAST[0]!,
      gender,
      areaId: areaId && this.areas.nameOf(areaId) ? areaId : RUSSIA.id,
      createdMs: this.clock.now(),
      resumeIds: [],
      favorites: new Set(),
    };
    this.byEmail.set(email, applicant);
    this.byId.set(applicant.id, applicant);
    for (const body of bodies) {
      const resume = this.createResume(applicant, { ...this.personalBody(applicant), ...body });
      if (publish) this.publish(applicant, resume.id);
    }
    this.pickFavorites(applicant);
    return applicant;
  }

  private areaRef(id: string) {
    return { id, name: this.areas.nameOf(id) ?? RUSSIA.name };
  }

  /** The body every resume of this applicant shares: names, contacts, citizenship, education, language. */
  private personalBody(applicant: Applicant): HhResumeCreateRequest {
    return {
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      middle_name: null,
      area: this.areaRef(applicant.areaId),
      gender: { id: applicant.gender, name: applicant.gender === 'male' ? 'Мужской' : 'Женский' },
      citizenship: [{ id: RUSSIA.id, name: RUSSIA.name }],
      contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: applicant.email, preferred: true }],
      education: { level: { id: 'higher', name: 'Высшее' }, primary: [] },
      language: [{ id: 'rus', name: 'Русский', level: { id: 'l1', name: 'Родной' } }],
    };
  }

  /** 2–3 resumes from the listings, chosen by the e-mail; the third may be unpublished. */
  private buildResumes(applicant: Applicant): void {
    const rng = createRng(`resumes:${applicant.email}`);
    const count = rng() < 0.5 ? 2 : 3;
    const chosen: RawResumeListing[] = [];
    const titles = new Set<string>();
    for (const listing of sample(rng, this.listings, count * 4)) {
      const key = listing.title.trim().toLowerCase();
      if (titles.has(key)) continue;
      titles.add(key);
      chosen.push(listing);
      if (chosen.length === count) break;
    }
    const now = this.clock.now();
    chosen.forEach((listing, i) => {
      const unpublished = i === 2 && unitHash(`${applicant.email}:unpublished`) < 0.5;
      const createdMs = now - randomInt(rng, 30, 400) * DAY_MS;
      const updatedMs = createdMs + randomInt(rng, 0, 25) * DAY_MS;
      const months = listing.total_experience?.months ?? null;
      const company = listing.experience[0]?.company ?? null;
      const startMs = now - (months ?? 12) * 30 * DAY_MS;
      const title = listing.title.trim().slice(0, 100);
      const resume: StoredResume = {
        id: resumeId(`resume:${applicant.email}:${i}`),
        ownerId: applicant.id,
        title,
        status: unpublished ? 'not_published' : 'published',
        createdMs,
        updatedMs,
        nextPublishMs: unpublished ? null : updatedMs + PUBLISH_INTERVAL_MS,
        totalExperienceMonths: months,
        body: {
          ...this.personalBody(applicant),
          title,
          salary:
            listing.salary?.amount != null && listing.salary.amount > 0 ? { amount: listing.salary.amount, currency: listing.salary.currency ?? 'RUR' } : null,
          experience: company
            ? [
                {
                  company,
                  position: listing.experience[0]?.position ?? title,
                  start: new Date(startMs).toISOString().slice(0, 10),
                  end: null,
                  description: null,
                },
              ]
            : [],
          skill_set: this.skillsFor(title),
          skills: null,
        },
      };
      this.resumes.set(resume.id, resume);
      applicant.resumeIds.push(resume.id);
    });
  }

  /** Key skills for a title: the most frequent key skills of the vacancies most similar to it (at most 8). */
  private skillsFor(title: string): string[] {
    const similar = this.catalog.search({ similarText: title, order: 'relevance', offset: 0, limit: 15 }).items;
    const counts = new Map<string, number>();
    for (const v of similar) for (const k of v.full.key_skills) counts.set(k.name, (counts.get(k.name) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([name]) => name.slice(0, 100));
  }

  /** 3–6 favourites: vacancies similar to the first resume, topped up from the whole catalog. */
  private pickFavorites(applicant: Applicant): void {
    const rng = createRng(`favorites:${applicant.email}`);
    const count = randomInt(rng, 3, 6);
    const title = this.resumes.get(applicant.resumeIds[0] ?? '')?.title ?? '';
    const similar = title ? this.catalog.search({ similarText: title, order: 'relevance', offset: 0, limit: 20 }).items : [];
    let pool: CatalogVacancy[] = similar;
    if (pool.length < count) pool = pool.concat(sample(rng, this.catalog.vacancies, count * 3).filter((v) => !v.archived));
    for (const v of sample(rng, pool, count)) applicant.favorites.add(v.id);
  }

  /** The applicant's resumes, in creation order. */
  resumesOf(applicant: Applicant): StoredResume[] {
    return applicant.resumeIds.map((id) => this.resumes.get(id)!);
  }

  /**
   * A resume of this applicant.
   * @throws HhApiError 404 not_found when it does not exist or belongs to someone else
   */
  ownResume(applicant: Applicant, id: string): StoredResume {
    const resume = this.resumes.get(id);
    if (!resume || resume.ownerId !== applicant.id) throw notFound();
    return resume;
  }

  /** A resume by id, whoever owns it. */
  findResume(id: string): StoredResume | undefined {
    return this.resumes.get(id);
  }

  /**
   * POST /resumes: a new unpublished resume from a validated body.
   * @throws HhApiError 400 resumes/total_limit_exceeded past 20 resumes; 400 bad_argument title when the title
   *   repeats one of the applicant's resumes
   */
  createResume(applicant: Applicant, body: HhResumeCreateRequest): StoredResume {
    if (applicant.resumeIds.length >= MAX_RESUMES) {
      throw new HhApiError(400, [{ type: 'resumes', value: 'total_limit_exceeded' }], 'Bad Request');
    }
    const title = body.title?.trim();
    if (title && this.resumesOf(applicant).some((r) => r.title?.toLowerCase() === title.toLowerCase())) {
      throw badArgument('title', 'not_unique');
    }
    const now = this.clock.now();
    this.createdCount++;
    const resume: StoredResume = {
      id: resumeId(`created:${applicant.email}:${applicant.resumeIds.length}:${this.createdCount}`),
      ownerId: applicant.id,
      title: title ?? null,
      status: 'not_published',
      createdMs: now,
      updatedMs: now,
      nextPublishMs: null,
      body: { ...body, title },
      totalExperienceMonths: null,
    };
    this.resumes.set(resume.id, resume);
    applicant.resumeIds.push(resume.id);
    return resume;
  }

  /**
   * The website's resume editor saves: a new resume (`id` null) gets the applicant's personal fields (names, city,
   * contacts, citizenship, education, language: hh copies them from the profile) and is published at once when no
   * required field is missing, as hh publishes a finished new resume; an existing one gets the new title, key skills,
   * about-me, salary and jobs, and keeps its status.
   * @throws HhApiError 404 for someone else's resume; 400 bad_argument title when another resume of theirs has the
   *   title; 400 resumes/total_limit_exceeded past 20 resumes
   */
  saveFromEditor(
    applicant: Applicant,
    id: string | null,
    fields: Pick<HhResumeCreateRequest, 'title' | 'skill_set' | 'skills' | 'salary' | 'experience'>,
  ): StoredResume {
    if (id === null) {
      const created = this.createResume(applicant, { ...this.personalBody(applicant), ...fields });
      if (missingMandatory(created).length === 0) this.publish(applicant, created.id);
      return created;
    }
    const resume = this.ownResume(applicant, id);
    const title = fields.title?.trim();
    if (title && this.resumesOf(applicant).some((r) => r.id !== resume.id && r.title?.toLowerCase() === title.toLowerCase())) {
      throw badArgument('title', 'not_unique');
    }
    resume.title = title ?? resume.title;
    resume.body = { ...resume.body, ...fields, title };
    resume.updatedMs = this.clock.now();
    return resume;
  }

  /**
   * POST /resumes/{id}/publish: publishes, or bumps an already published resume.
   * @throws HhApiError 404; 400 bad_request when mandatory fields are missing; 429 resumes/touch_limit_exceeded
   *   before `next_publish_at`
   */
  publish(applicant: Applicant, id: string): void {
    const resume = this.ownResume(applicant, id);
    if (missingMandatory(resume).length > 0) throw new HhApiError(400, [{ type: 'bad_request' }], 'Bad Request');
    const now = this.clock.now();
    if (resume.nextPublishMs !== null && now < resume.nextPublishMs) {
      throw new HhApiError(429, [{ type: 'resumes', value: 'touch_limit_exceeded' }], 'Too Many Requests');
    }
    resume.status = 'published';
    resume.updatedMs = now;
    resume.nextPublishMs = now + PUBLISH_INTERVAL_MS;
  }
}
