export { createAssistant, type AssistantEngineName, type AssistantLog, type CreateAssistantOptions, type EngineAssistant } from './create-assistant';
export { LETTER_MAX_CHARS, QUESTION_COUNT, type Assistant } from './assistant.port';
export { checkResumeGrounding, type GroundingReport, type GroundingViolation } from './checks/grounding';
export { writeCoverLetter, type CoverLetterOutcome, type CoverLetterRequest } from './cover-letter';
export { profileOf, todayUtc, type ProfileSources } from './profile-source';
export { checkResumeAttribution, repairResume, type AttributionViolation, type AttributionKind } from './checks/attribution';
export { longestCommonWordRun, trigramJaccard, maxPairwiseJaccard } from './checks/text-metrics';
export { findLetterContradictions, clichesIn, type LetterContradiction } from './checks/letter-checks';
