/** localStorage flag the quota box sets and the subscription page reads to open its upsell dialog. */
export const SHOW_UPSELL_MODAL_KEY = 'showUpsellModal';

/** Stores showUpsellModal=true ('Увеличить количество' in the quota box). */
export function setUpsellFlag(): void {
  localStorage.setItem(SHOW_UPSELL_MODAL_KEY, 'true');
}

/** Whether the showUpsellModal flag is set. */
export function readUpsellFlag(): boolean {
  return localStorage.getItem(SHOW_UPSELL_MODAL_KEY) === 'true';
}

/** Clears the flag once the upsell dialog was shown and closed, so it opens once per 'Увеличить количество'. */
export function clearUpsellFlag(): void {
  localStorage.removeItem(SHOW_UPSELL_MODAL_KEY);
}
