/**
 * Russian prompts of the OpenAI-compatible engine. The system prompt forbids inventing facts; every task prompt
 * carries the facts as JSON and restates the task's own rules. The replies are checked mechanically afterwards
 * (checks/grounding.ts, checks/llm-profile.ts), so these rules are the first line, not the only one.
 */
import type { LlmPrompt } from '../../../integrations/llm/openai-engine';

/** Facts handed to the model: a JSON-serialisable object (the assistant module decides what goes in). */
export type LlmFacts = Readonly<Record<string, unknown>>;

/** Letter styles the model can write in: memorable, neutral, classic. */
export type LlmLetterStyle = 'memorable' | 'neutral' | 'classic';

const SYSTEM = [
  'Ты — карьерный ассистент сервиса «Отклик», который помогает соискателю найти работу через hh.ru. Пиши по-русски.',
  'Строгие правила:',
  '1. Используй только факты из переданных данных: резюме соискателя с hh.ru, его ответы на вопросы, а для писем — ещё название вакансии, работодателя и её ключевые навыки.',
  '2. Ничего не придумывай: никаких новых работодателей, должностей, дат, навыков, чисел, процентов, сумм, проектов, образования или достижений.',
  '3. Если факта нет в данных, не упоминай его. Лучше написать короче, чем выдумать.',
  '4. Даты, числа, названия компаний и навыков переписывай дословно, не вычисляй и не округляй.',
  '5. Не добавляй ссылки, адреса электронной почты, телефоны, никнеймы и другие контакты.',
  '6. Отвечай строго JSON-объектом по заданной схеме, без пояснений.',
].join('\n');

const STYLE_GUIDE: Record<LlmLetterStyle, string> = {
  memorable: 'запоминающийся: живой личный тон, яркое первое предложение, короткие абзацы',
  neutral: 'нейтральный: коротко и по делу, спокойный деловой тон без эмоций',
  classic: 'классический: официально-деловой, обращение «Уважаемые…», завершение «С уважением.»',
};

function withFacts(task: string, facts: LlmFacts): LlmPrompt {
  return { system: SYSTEM, user: `${task}\n\nДанные (JSON):\n${JSON.stringify(facts, null, 2)}` };
}

/** Prompt for the 5 questions about what the resume lacks for the position's title. */
export function buildQuestionsPrompt(facts: LlmFacts): LlmPrompt {
  return withFacts(
    [
      'Задача: задай соискателю ровно 5 вопросов об опыте и навыках для должности из position.title.',
      'Вопросы должны выявить, чего в резюме не хватает для этой должности: навыков из market_skills, которых нет в резюме;',
      'описаний и дат у мест работы; измеримых результатов. Если пробелов мало, задай более глубокие вопросы об опыте.',
      'Каждый вопрос — о своём, без повторов, одним-двумя предложениями, обращение на «вы».',
      'experience_index — индекс места работы в resume.experience, если вопрос о нём, иначе null. hint — короткая подсказка или null.',
    ].join(' '),
    facts,
  );
}

/**
 * Prompt for the candidate profile: the facts of the answers and the hh resume, each with its source — the answer id
 * and the seeker's words QUOTED exactly (no character offsets), or the hh resume field path. The caller passes the
 * profile's JSON schema as the response format and checks every quote against the answers afterwards.
 */
export function buildProfilePrompt(facts: LlmFacts): LlmPrompt {
  return withFacts(
    [
      'Задача: извлеки профиль кандидата из ответов (answers) и резюме с hh.ru (resume), ничего не добавляя.',
      'experience — места работы: работодатель, должность, начало и конец (YYYY-MM; «три года» считай назад от today), признак «по настоящее время», город;',
      'achievements — достижения с числами именно того места работы, о котором они сказаны; если неясно, где, клади в unattributedAchievements.',
      'education — учебное заведение, год окончания, специальность, уровень, course: true для курса, переподготовки или сертификата (не диплом); skills — навыки в написании ключевых навыков hh.ru (Django, а не «джанго»);',
      'languages — языки с уровнем hh (a1…c2, l1); goals — цели и пожелания соискателя. Ответ на вопрос с topic skills или tools — перечень навыков: каждый пункт перечня — навык.',
      'У каждого факта sources: для ответа — source "answer", answerId (id вопроса) и quote — слова соискателя, скопированные дословно, path null;',
      'для резюме — source "hh_resume" и path вида experience[0].company, skill_set[2], education.primary[0].year, language[0]. Факт без источника не пиши.',
    ].join(' '),
    facts,
  );
}

/** Prompt for a new resume written from scratch in hh's terms, grounded in the resume and the answers. */
export function buildResumePrompt(facts: LlmFacts): LlmPrompt {
  return withFacts(
    [
      'Задача: составь новое резюме с нуля в терминах hh.ru из проверенного профиля кандидата (profile).',
      'Каждое достижение ставь только в то место работы, под которым оно лежит в profile.experience.',
      'В skills («О себе») пиши своими словами: не копируй из ответов подряд 8 и более слов.',
      'title — дословно position.title.',
      'skill_set — только навыки из резюме и навыки, которые соискатель подтвердил в ответах; навык из market_skills, который соискатель не назвал или о котором сказал, что не работал с ним, не добавляй.',
      'experience — места работы из profile.experience, от последнего: компания (employer.value), должность (role.value) и даты как есть (YYYY-MM; end null, если current);',
      'description — описание из resume.experience того же места (если есть), дополненное только достижениями этого места из profile.',
      'skills — текст «О себе» из 3–6 предложений только из фактов резюме и ответов.',
    ].join(' '),
    facts,
  );
}

/** Prompt for one cover letter in one style that names the vacancy and the employer. */
export function buildLetterPrompt(facts: LlmFacts, style: LlmLetterStyle): LlmPrompt {
  return withFacts(
    [
      `Задача: напиши сопроводительное письмо на вакансию. Стиль — ${STYLE_GUIDE[style]}.`,
      'Обязательно назови вакансию дословно в кавычках «…» (vacancy.name) и работодателя дословно (vacancy.employer), если он указан.',
      'Из навыков упоминай только seeker_matched_skills. Опирайся только на resume_draft.',
      'Не упоминай зарплату, не давай обещаний, не используй кавычки «…» ни для чего, кроме названий вакансии, работодателя, мест работы и должностей из резюме.',
      'Без ссылок и контактов. Не длиннее 2000 знаков. Без подписи с именем.',
    ].join(' '),
    facts,
  );
}
