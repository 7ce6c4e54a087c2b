/**
 * Verbs of working, recognised by their az lemma in any form («тружусь», «трудилась», «служу», «устроилась»), not by
 * a list of written forms.
 */
import Az from 'az';

/** Lemmas of being employed somewhere: working, serving, joining, doing an internship. */
const EMPLOYED_LEMMAS = new Set([
  'работать',
  'поработать',
  'отработать',
  'проработать',
  'подрабатывать',
  'трудиться',
  'служить',
  'устроиться',
  'стажироваться',
  'числиться',
]);
/**
 * Lemmas of verbs that say one works somewhere: being employed, moving to, leading. A verb of starting or taking
 * («начал», «взял») says too little: «взял первое место».
 */
const WORK_LEMMAS = new Set([...EMPLOYED_LEMMAS, 'перейти', 'переходить', 'прийти', 'руководить', 'заведовать', 'возглавлять', 'совмещать']);

const lemmasIn = (clause: string): string[] =>
  (clause.match(/[а-яё]+/giu) ?? []).flatMap((w) =>
    Az.Morph(w.toLowerCase())
      .filter((p) => p.tag.POS === 'VERB' || p.tag.POS === 'INFN')
      .map((p) => p.normalize().word),
  );

/** True when the clause has a verb of working, joining, moving to or leading (by its az lemma). */
export function hasWorkVerb(clause: string): boolean {
  return lemmasIn(clause).some((l) => WORK_LEMMAS.has(l));
}

/** True when the clause says one is employed somewhere: «служу», «трудилась», «подрабатываю», «устроился». */
export function hasEmploymentVerb(clause: string): boolean {
  return lemmasIn(clause).some((l) => EMPLOYED_LEMMAS.has(l));
}
