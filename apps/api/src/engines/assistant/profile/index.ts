/**
 * The candidate profile: its schema, the built-in engine's deterministic
 * extractor, skill normalisation against hh's key_skills vocabulary, and the cliché matcher the letter writer uses.
 */
export * from './profile.schema';
export { extractProfile, type ExtractProfileInput, type ProfileQuestion } from './extract-profile';
export { normaliseSkill, findSkillsInText, skillsRelevantTo, skillRelevance, type SkillMention } from './skills';
export { findCliches, type ClicheHit } from './cliches';
export { employerKey, sameEmployer } from './employers';
export { findAchievementNumbers } from './numbers';
export { loadMorphology } from './morphology';
