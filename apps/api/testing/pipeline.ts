import type { LetterStyle } from '@otklik/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, type ApplicationRow } from '../src/db/schema/applications';
import { positions } from '../src/db/schema/positions';
import { enqueueSend } from '../src/modules/applications/applications.jobs';
import { waitUntil } from './session';

/*
 * Fixtures of the sending-pipeline tests: a position row and queued applications written straight into the database
 * (as POST /api/positions/{id}/confirm would leave them), so each hh refusal can be aimed at the vacancy that causes it.
 */

/** Inserts a position of the seeker at stage 'done' (only what an application needs: its owner and title). */
export async function insertPosition(app: FastifyInstance, userId: string, resumeId: string): Promise<string> {
  const [row] = await app.database.db
    .insert(positions)
    .values({
      userId,
      title: 'Системный аналитик',
      resumeId,
      resumeTitle: 'Системный аналитик',
      useFavorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salaryAmount: 150_000,
      salaryCurrency: 'RUR',
      letterStyles: ['neutral'],
      stage: 'done',
    })
    .returning({ id: positions.id });
  return row!.id;
}

/** Inserts a queued application for an hh vacancy (nothing enqueued yet). @returns its id. */
export async function insertQueued(
  app: FastifyInstance,
  values: { userId: string; positionId: string; resumeId: string; vacancyId: string; letter?: string; style?: LetterStyle },
): Promise<string> {
  const [row] = await app.database.db
    .insert(applications)
    .values({
      userId: values.userId,
      positionId: values.positionId,
      vacancyId: values.vacancyId,
      vacancyName: `Вакансия ${values.vacancyId}`,
      employerName: null,
      areaName: 'Москва',
      alternateUrl: `https://hh.ru/vacancy/${values.vacancyId}`,
      applyAlternateUrl: `https://hh.ru/applicant/vacancy_response?vacancyId=${values.vacancyId}`,
      resumeId: values.resumeId,
      coverLetter: values.letter ?? 'Здравствуйте. Откликаюсь на вакансию: мой опыт подходит под ваши задачи.',
      letterStyle: values.style ?? 'neutral',
    })
    .returning({ id: applications.id });
  return row!.id;
}

/** The application's row as stored. */
export async function rowOf(app: FastifyInstance, id: string): Promise<ApplicationRow> {
  const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
}

/** Enqueues the send job of an application, as confirm does after its commit. @returns false when one is already live. */
export function kick(app: FastifyInstance, id: string): Promise<boolean> {
  return enqueueSend(app.queue, id);
}

/** Waits until the application reaches one of `statuses` (the pipeline runs on pg-boss). */
export function waitForStatus(app: FastifyInstance, id: string, statuses: readonly ApplicationRow['status'][], timeoutMs?: number): Promise<ApplicationRow> {
  return waitUntil(
    () => rowOf(app, id),
    (row) => statuses.includes(row.status),
    timeoutMs,
  );
}

/**
 * Makes the database refuse, once, the update that marks this vacancy's application 'sent': the worker "dies" between
 * hh's 201 and our commit. A sequence counts the attempts (sequences are not rolled back with the failed transaction).
 */
export async function failSentUpdateOnce(app: FastifyInstance, vacancyId: string): Promise<void> {
  const db = app.database.db;
  const tag = `v${vacancyId.replace(/\D/g, '')}`;
  await db.execute(sql.raw(`create sequence if not exists otklik_test_crash_${tag}`));
  await db.execute(
    sql.raw(`create or replace function otklik_test_crash_${tag}() returns trigger language plpgsql as $fn$
begin
  if new.vacancy_id = '${vacancyId.replace(/\D/g, '')}' and new.status = 'sent' and old.status = 'sending'
     and nextval('otklik_test_crash_${tag}') = 1 then
    raise exception 'simulated crash between hh''s 201 and the commit';
  end if;
  return new;
end
$fn$`),
  );
  await db.execute(sql.raw(`create trigger otklik_test_crash_${tag} before update on applications for each row execute function otklik_test_crash_${tag}()`));
}
