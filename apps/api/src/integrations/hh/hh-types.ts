/**
 * hh.ru object types as modules may name them (modules never import @otklik/hh-contract directly).
 * Shapes: packages/hh-contract, hh's own field names.
 */
export type {
  HhMe,
  HhMyResume,
  HhResume,
  HhResumeCreateRequest,
  HhVacancy,
  HhVacancyShort,
  HhVacancySearchItem,
  HhNegotiation,
  HhDictionaries,
} from '@otklik/hh-contract';
