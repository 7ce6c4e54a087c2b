/**
 * Work slang and chat shorthand as a resume writes them: «шипим» → «выпускаем», «постгри» → «PostgreSQL», «разрабом» →
 * «разработчиком». Each entry is a whole inflected word form (the slang of spoken Russian is inflected too, so a
 * form maps to the form of the same case, number and person); anything not listed stays as the seeker wrote it.
 */

/** Slang word form (lower case) → its written form. */
const SLANG: Readonly<Record<string, string>> = {
  // Releasing software.
  шипим: 'выпускаем',
  шипят: 'выпускают',
  шипили: 'выпускали',
  зашипили: 'выпустили',
  зашипил: 'выпустил',
  зашипила: 'выпустила',
  релизнули: 'выпустили',
  релизнул: 'выпустил',
  релизнула: 'выпустила',
  зарелизили: 'выпустили',
  зарелизил: 'выпустил',
  зарелизила: 'выпустила',
  задеплоили: 'развернули',
  задеплоил: 'развернул',
  задеплоила: 'развернула',
  выкатили: 'выпустили',
  выкатил: 'выпустил',
  выкатила: 'выпустила',
  пофиксил: 'исправил',
  пофиксила: 'исправила',
  пофиксили: 'исправили',
  // Taking over a piece of work elsewhere.
  утащили: 'переняли',
  утащил: 'перенял',
  утащила: 'переняла',
  // Products said the way they are spoken.
  постгря: 'PostgreSQL',
  постгри: 'PostgreSQL',
  постгре: 'PostgreSQL',
  постгрес: 'PostgreSQL',
  постгреса: 'PostgreSQL',
  постгресе: 'PostgreSQL',
  постгрю: 'PostgreSQL',
  постгрей: 'PostgreSQL',
  кубер: 'Kubernetes',
  кубера: 'Kubernetes',
  кубере: 'Kubernetes',
  кубером: 'Kubernetes',
  эксель: 'Excel',
  экселе: 'Excel',
  экселя: 'Excel',
  // People and things of the trade.
  разраб: 'разработчик',
  разраба: 'разработчика',
  разрабом: 'разработчиком',
  разрабы: 'разработчики',
  разрабов: 'разработчиков',
  разрабам: 'разработчикам',
  джун: 'junior-разработчик',
  джуна: 'junior-разработчика',
  джунов: 'junior-разработчиков',
  джунам: 'junior-разработчикам',
  джунами: 'junior-разработчиками',
  юзеры: 'пользователи',
  юзеров: 'пользователей',
  юзерам: 'пользователям',
  краш: 'сбой',
  краши: 'сбои',
  крашей: 'сбоев',
  крашами: 'сбоями',
  прод: 'продакшен',
  прода: 'продакшена',
  проде: 'продакшене',
  мерчей: 'мерчендайзеров',
  мерчам: 'мерчендайзерам',
  мерчами: 'мерчендайзерами',
  мерчем: 'мерчендайзером',
  рохля: 'гидравлическая тележка',
  рохлей: 'гидравлической тележкой',
  рохлю: 'гидравлическую тележку',
  рохлях: 'гидравлических тележках',
  универ: 'университет',
  универа: 'университета',
  универе: 'университете',
};

const WORD_RE = /(?<![\p{L}\d-])[а-яё]+(?![\p{L}\d-])/giu;

/** The text with every slang word form of the table written as a resume would; the first letter's case is kept. */
export function formalWords(text: string): string {
  return text.replace(WORD_RE, (word: string) => {
    const formal = SLANG[word.toLowerCase()];
    if (formal === undefined) return word;
    const capital = /^[А-ЯЁ]/u.test(word) && /^[а-яё]/u.test(formal);
    return capital ? formal.charAt(0).toUpperCase() + formal.slice(1) : formal;
  });
}

/**
 * «на прошлой работе», «на предыдущем месте», «в прошлой компании»: where a result was, said as the job before the
 * one held now (a regular-expression source, case-insensitive, Unicode).
 */
export const PREVIOUS_JOB_AT = String.raw`(?<![\p{L}])(?:на|в|во)\s+(?:прошлой|предыдущей|прежней|старой|бывшей)\s+(?:работе|фирме|компании|должности)(?![\p{L}])|(?<![\p{L}])на\s+(?:прошлом|предыдущем|прежнем|старом)\s+месте(?:\s+работы)?(?![\p{L}])`;

/** PREVIOUS_JOB_AT with the comma and spaces before it: said of a result the resume already lists under that job. */
const PREVIOUS_JOB_PHRASE_RE = new RegExp(String.raw`,?\s*(?:${PREVIOUS_JOB_AT})`, 'giu');

/** A bullet without the words that point back at the job it sits under («… 3 раза на прошлой работе.» → «… 3 раза.»). */
export function withoutPreviousJobWords(bullet: string): string {
  const cut = bullet
    .replace(PREVIOUS_JOB_PHRASE_RE, '')
    .replace(/\s+([.,:;])/gu, '$1')
    .trim();
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}
