/**
 * hh.ru object types as modules may name them (modules never import @otklik/hh-contract directly; architecture.md).
 * Shapes: packages/hh-contract, hh's own field names (hh-api README §3–§6).
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
