/**
 * Russian prompts of the OpenAI-compatible engine. The system prompt forbids inventing facts; every task prompt
 * carries the facts as JSON and restates the task's own rules. The replies are checked mechanically afterwards
 * (engines/assistant/grounding.ts), so these rules are the first line, not the only one.
 */

/** Facts handed to the model: a JSON-serialisable object (the assistant module decides what goes in). */
export type LlmFacts = Readonly<Record<string, unknown>>;

/** A chat prompt: the system message and the user message. */
export interface LlmPrompt {
  system: string;
  user: string;
}

/** Letter styles the model can write in (spec §3 Position). */
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

/** Prompt for the 5 questions (spec §9) about what the resume lacks for the position's title. */
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

/** Prompt for a new resume written from scratch in hh's terms, grounded in the resume and the answers. */
export function buildResumePrompt(facts: LlmFacts): LlmPrompt {
  return withFacts(
    [
      'Задача: составь новое резюме с нуля в терминах hh.ru.',
      'title — дословно position.title.',
      'skill_set — только навыки из резюме и навыки, которые соискатель подтвердил в ответах; навык из market_skills, который соискатель не назвал или о котором сказал, что не работал с ним, не добавляй.',
      'experience — те же места работы, что в resume.experience, в том же порядке: компания, должность и даты как есть (формат YYYY-MM, null если даты нет; дату из ответа бери, только если в резюме её нет);',
      'description — описание из резюме, дополненное только фактами из ответов об этом месте работы.',
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
