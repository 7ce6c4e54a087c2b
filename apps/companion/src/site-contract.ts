/**
 * The parts of hh.ru's page contract (packages/hh-contract `site/`) the companion runs: the self-test, stop detection,
 * state reading and URL templates. Imported from the contract's own files, not its index, so the extension does not
 * carry hh's API schemas.
 */
export { detectStop, domProbe, readStatePath, selfTest, type PageProbe, type SelfTestResult } from '../../../packages/hh-contract/src/site/self-test';
export { packMajor, siteUrl, type MarkupStop, type SelectorPack, type SitePage } from '../../../packages/hh-contract/src/site/selector-pack';
