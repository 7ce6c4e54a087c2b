export { computeMarketSkills, type MarketSkillOptions } from './market-skills';
export { MAX_SUGGESTED_VACANCIES, MIN_SUGGESTED_VACANCIES, mergeCandidates, rankVacancies, screenVacancies, type RankVacanciesInput } from './matching';
export { collapseDuplicates, employerKey, normalizeTitle, postingKeys } from './dedupe';
export { relatedTitles, type RelatedTitle } from './widen';
export { dismissalPenalty, salaryBand, toDismissalSignal, type DismissalSignal } from './signals';
export { summarizeMatch, toProposalCard } from './proposal-summary';
export { distanceKm, findCity, nearbyAreas, nearbyCities, russianCities, sameRegion, NEARBY_RADIUS_KM, type City, type NearbyArea } from './nearby';
