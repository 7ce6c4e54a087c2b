/**
 * The Snowball Russian stemmer (M. Porter's algorithm, snowballstem.org/algorithms/russian/stemmer.html),
 * written out here because matching and grounding compare Russian words across their case endings:
 * «тестированием» and «тестирование» must meet at «тестирован».
 */

const VOWELS = 'аеиоуыэюя';

const PERFECTIVE_GERUND_AFTER_A = ['вшись', 'вши', 'в'];
const PERFECTIVE_GERUND = ['ившись', 'ывшись', 'ивши', 'ывши', 'ив', 'ыв'];
const ADJECTIVE = [
  'ими', 'ыми', 'его', 'ого', 'ему', 'ому', 'ее', 'ие', 'ые', 'ое', 'ей', 'ий', 'ый', 'ой', 'ем', 'им', 'ым', 'ом',
  'их', 'ых', 'ую', 'юю', 'ая', 'яя', 'ою', 'ею',
];
const PARTICIPLE_AFTER_A = ['ем', 'нн', 'вш', 'ющ', 'щ'];
const PARTICIPLE = ['ивш', 'ывш', 'ующ'];
const REFLEXIVE = ['ся', 'сь'];
const VERB_AFTER_A = ['ете', 'йте', 'ешь', 'нно', 'ла', 'на', 'ли', 'ем', 'ло', 'но', 'ет', 'ют', 'ны', 'ть', 'й', 'л', 'н'];
const VERB = [
  'ейте', 'уйте', 'ила', 'ыла', 'ена', 'ите', 'или', 'ыли', 'ило', 'ыло', 'ено', 'ует', 'уют', 'ены', 'ить', 'ыть', 'ишь',
  'ей', 'уй', 'ил', 'ыл', 'им', 'ым', 'ен', 'ят', 'ит', 'ыт', 'ую', 'ю',
];
const NOUN = [
  'иями', 'ями', 'ами', 'ией', 'иям', 'ием', 'иях', 'ев', 'ов', 'ие', 'ье', 'еи', 'ии', 'ей', 'ой', 'ий', 'ям', 'ем',
  'ам', 'ом', 'ах', 'ях', 'ию', 'ью', 'ия', 'ья', 'а', 'е', 'и', 'й', 'о', 'у', 'ы', 'ь', 'ю', 'я',
];
const DERIVATIONAL = ['ость', 'ост'];
const SUPERLATIVE = ['ейше', 'ейш'];

const byLengthDesc = (list: readonly string[]): string[] => [...list].sort((a, b) => b.length - a.length);
const SORTED = {
  gerundA: byLengthDesc(PERFECTIVE_GERUND_AFTER_A),
  gerund: byLengthDesc(PERFECTIVE_GERUND),
  adjective: byLengthDesc(ADJECTIVE),
  participleA: byLengthDesc(PARTICIPLE_AFTER_A),
  participle: byLengthDesc(PARTICIPLE),
  reflexive: byLengthDesc(REFLEXIVE),
  verbA: byLengthDesc(VERB_AFTER_A),
  verb: byLengthDesc(VERB),
  noun: byLengthDesc(NOUN),
  derivational: byLengthDesc(DERIVATIONAL),
  superlative: byLengthDesc(SUPERLATIVE),
};

const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.includes(ch);

/** Start of the region after the first vowel (RV) and of R2, as string indexes. */
function findRegions(word: string): { rv: number; r2: number } {
  let rv = word.length;
  for (let i = 0; i < word.length; i += 1) {
    if (isVowel(word[i])) {
      rv = i + 1;
      break;
    }
  }
  const afterVowelConsonant = (from: number): number => {
    for (let i = from; i < word.length - 1; i += 1) {
      if (isVowel(word[i]) && !isVowel(word[i + 1])) return i + 2;
    }
    return word.length;
  };
  const r1 = afterVowelConsonant(0);
  const r2 = afterVowelConsonant(r1);
  return { rv, r2 };
}

/** The longest ending of `list` that lies inside [limit, end) of `word`, or null. */
function findEnding(word: string, list: readonly string[], limit: number, afterA = false): string | null {
  for (const ending of list) {
    if (!word.endsWith(ending)) continue;
    const start = word.length - ending.length;
    if (start < limit) continue;
    if (afterA) {
      const before = word[start - 1];
      if (start - 1 < limit || (before !== 'а' && before !== 'я')) continue;
    }
    return ending;
  }
  return null;
}

/** Removes the longest ending from either group ("after а/я" group or the plain group); the longer wins. */
function removeGrouped(word: string, afterA: readonly string[], plain: readonly string[], limit: number): string | null {
  const a = findEnding(word, afterA, limit, true);
  const p = findEnding(word, plain, limit);
  const best = (a?.length ?? 0) >= (p?.length ?? 0) ? a : p;
  return best === null ? null : word.slice(0, word.length - best.length);
}

function removeAdjectival(word: string, rv: number): string | null {
  const adjective = findEnding(word, SORTED.adjective, rv);
  if (adjective === null) return null;
  const stem = word.slice(0, word.length - adjective.length);
  return removeGrouped(stem, SORTED.participleA, SORTED.participle, rv) ?? stem;
}

function removeInflection(word: string, rv: number): string {
  const gerund = removeGrouped(word, SORTED.gerundA, SORTED.gerund, rv);
  if (gerund !== null) return gerund;
  const reflexive = findEnding(word, SORTED.reflexive, rv);
  const base = reflexive === null ? word : word.slice(0, word.length - reflexive.length);
  return (
    removeAdjectival(base, rv) ??
    removeGrouped(base, SORTED.verbA, SORTED.verb, rv) ??
    (() => {
      const noun = findEnding(base, SORTED.noun, rv);
      return noun === null ? base : base.slice(0, base.length - noun.length);
    })()
  );
}

function removeTail(word: string, rv: number, r2: number): string {
  let stem = word.endsWith('и') && word.length - 1 >= rv ? word.slice(0, -1) : word;
  const derivational = findEnding(stem, SORTED.derivational, Math.max(rv, r2));
  if (derivational !== null) stem = stem.slice(0, stem.length - derivational.length);
  if (stem.endsWith('нн') && stem.length - 2 >= rv) return stem.slice(0, -1);
  const superlative = findEnding(stem, SORTED.superlative, rv);
  if (superlative !== null) {
    stem = stem.slice(0, stem.length - superlative.length);
    return stem.endsWith('нн') && stem.length - 2 >= rv ? stem.slice(0, -1) : stem;
  }
  return stem.endsWith('ь') && stem.length - 1 >= rv ? stem.slice(0, -1) : stem;
}

/**
 * Stems one lower-case Russian word (ё already folded to е). Words with non-Cyrillic letters come back unchanged.
 * Example: `stemRussian('тестированием') === 'тестирован'`.
 */
export function stemRussian(word: string): string {
  if (!/^[а-я]+$/.test(word)) return word;
  const { rv, r2 } = findRegions(word);
  if (rv >= word.length) return word;
  return removeTail(removeInflection(word, rv), rv, r2);
}
