/**
 * A job title in a title's form, as a resume prints it, from the words a seeker said it in: words of time and
 * sequence around it taken off («Currently Senior Frontend Engineer» → «Senior Frontend Engineer», «кассир пол года»
 * → «кассир»), a noun az does not know put back from the instrumental by its own ending («баристой» → «бариста»,
 * when az knows «бариста» as a person noun). A title whose head is a plural («менеджеров») names the people one
 * worked with or led, not one's own post: it gives no title (null), and review asks the seeker for it.
 * Needs the morphology loaded (loadMorphology).
 */
import Az from 'az';
import { isKnownWord, parseWord, phraseToNominative } from './morphology';

/** Words of time or sequence that open a title as said, never a title's own («сейчас кассир», «now a lead»). */
const LEADING_RE = /^(?:(?:currently|now|also|still|сейчас|щас|теперь|также|тоже|уже|ещё|еще|пока|вот)(?:\s+(?:a|an|as))?\s+)+/iu;
/** A length or a start said after the title: «пол года», «3 года», «с 2019», «since 2021». */
const TRAILING_RE =
  /\s+(?:(?:уже|почти|около|больше|более)\s+)?(?:пол\s*года|полгода|\d+(?:[.,]5)?\s*(?:год(?:а|у)?|лет|мес\p{L}*)|(?:с|c|since|from)\s+\d{2,4}\p{L}*)(?:\s+\p{L}+)?$/iu;

/**
 * A discipline said alone as one's job, with grade words before it at most: «DevOps», «junior QA», «Senior MLOps». A
 * resume names the person, so the discipline takes its engineer («DevOps-инженер», «Junior QA-инженер»).
 */
const BARE_DISCIPLINE_RE =
  /^((?:(?:junior|middle|senior|lead|principal|младш\p{L}*|старш\p{L}*|ведущ\p{L}*|главн\p{L}*)\s+)*)(devops|devsecops|mlops|dataops|qa)$/iu;
const DISCIPLINE_SPELLING: Record<string, string> = { devops: 'DevOps', devsecops: 'DevSecOps', mlops: 'MLOps', dataops: 'DataOps', qa: 'QA' };

/** Clipped trade words of IT slang and the title a resume prints for them («разраб» → «разработчик»). */
const CLIPPED_TITLES: Record<string, string> = { разраб: 'разработчик', прогер: 'программист', программер: 'программист', тестер: 'тестировщик' };

/** Platforms and languages as seekers spell them in Cyrillic, with the spelling a resume title uses. */
const PLATFORMS: Record<string, string> = {
  андроид: 'Android',
  айос: 'iOS',
  джава: 'Java',
  питон: 'Python',
  пхп: 'PHP',
  котлин: 'Kotlin',
  голанг: 'Go',
  фронтенд: 'Frontend',
  фронтэнд: 'Frontend',
  бэкенд: 'Backend',
  бекенд: 'Backend',
  фулстек: 'Fullstack',
  фуллстек: 'Fullstack',
};

/**
 * A developer's title from a platform said in Cyrillic before a developer noun in its nominative: («андроид»,
 * «разраб») → «Android-разработчик», («джава», «программист») → «Java-программист». Null when the word is no
 * platform of the list or the noun is no developer's.
 */
export function platformTitle(platform: string, noun: string): string | null {
  const name = PLATFORMS[platform.toLowerCase()];
  const head = CLIPPED_TITLES[noun.toLowerCase()] ?? noun.toLowerCase();
  if (name === undefined || !/^(?:разработчик|программист)$/u.test(head)) return null;
  return `${name}-${head}`;
}

const isNoun = (word: string, test: (tag: Record<string, unknown>) => boolean): boolean => {
  const parse = parseWord(word.toLowerCase());
  return parse !== null && parse.tag.POS === 'NOUN' && test(parse.tag as unknown as Record<string, unknown>);
};

/** The nominative of an instrumental az does not know («баристой» → «бариста»), or the word as it is. */
function fromInstrumental(word: string): string {
  const m = /^(.*[^-])(ой|ей)$/u.exec(word);
  if (m === null || isKnownWord(word)) return word;
  const candidate = `${m[1]!}${m[2] === 'ой' ? 'а' : 'я'}`;
  return isNoun(candidate, (t) => t['anim'] === true) ? candidate : word;
}

/** «senior frontend developer», «iOS developer»: grades, one discipline word in Latin letters, «developer». */
const ENGLISH_DEVELOPER_RE = /^((?:(?:junior|middle|senior|lead|principal|staff)\s+)*)([A-Za-z][A-Za-z0-9.+#]*)\s+developer$/iu;

/**
 * The title in a title's form, or null when what was said names no title of one's own (see file comment).
 * `role` as extracted, e.g. «Currently Senior Frontend Engineer», «баристой», «Кассир пол года».
 */
export function tidyRole(role: string): string | null {
  let out = role.trim().replace(LEADING_RE, '').replace(TRAILING_RE, '').trim();
  if (out === '') return null;
  const discipline = BARE_DISCIPLINE_RE.exec(out);
  if (discipline !== null) {
    const grades = discipline[1]!.replace(/\s+/gu, ' ');
    const said = `${grades}${DISCIPLINE_SPELLING[discipline[2]!.toLowerCase()]!}-инженер`;
    return said.charAt(0).toUpperCase() + said.slice(1);
  }
  // «senior frontend developer» typed in passing in a Russian answer → «Senior Frontend-разработчик», as Russian titles
  // write it; a title the seeker capitalised («Lead Backend Developer») is the English title they chose.
  const developer = / developer$/u.test(out) ? ENGLISH_DEVELOPER_RE.exec(out) : null;
  if (developer !== null && !/^software$/iu.test(developer[2]!)) {
    const grades = developer[1]!
      .trim()
      .split(/\s+/u)
      .filter(Boolean)
      .map((g) => g.charAt(0).toUpperCase() + g.slice(1).toLowerCase());
    const discipline = /^[a-z0-9.+#]+$/u.test(developer[2]!) ? developer[2]!.charAt(0).toUpperCase() + developer[2]!.slice(1) : developer[2]!;
    return [...grades, `${discipline}-разработчик`].join(' ');
  }
  const words = out.split(/\s+/u);
  const head = words[0]!;
  // «Менеджеров», «кассиров»: a Cyrillic head that az reads only as a plural.
  if (/^[а-яё-]+$/iu.test(head)) {
    const parses = parseWord(head.toLowerCase());
    if (parses !== null && parses.tag.POS === 'NOUN' && parses.tag.NMbr === 'plur' && parses.tag.CAse !== 'nomn') return null;
  }
  out = words
    .map((w) => {
      if (!/^[а-яё]+$/iu.test(w)) return w;
      const clipped = CLIPPED_TITLES[w.toLowerCase()];
      if (clipped !== undefined) return matchCase(w, clipped);
      const nominative = fromInstrumental(w.toLowerCase());
      return nominative === w.toLowerCase() ? w : matchCase(w, nominative);
    })
    .join(' ');
  // «процедурной медсестрой» → «процедурная медсестра»: a title whose head noun is in the instrumental, with only words
  // that can agree with it before; its object stays («заведующий аптечным пунктом»).
  const split = out.split(/\s+/u);
  const noun = split.findIndex((w) => isNoun(w, () => true));
  const ablt = (w: string): boolean => Az.Morph(w.toLowerCase()).some((p) => p.tag.CAse === 'ablt');
  const inInstrumental = noun >= 0 && parseWord(split[noun]!.toLowerCase())?.tag.CAse === 'ablt' && split.slice(0, noun).every(ablt);
  return inInstrumental ? phraseToNominative(out) : out;
}

const matchCase = (model: string, word: string): string => (/^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
