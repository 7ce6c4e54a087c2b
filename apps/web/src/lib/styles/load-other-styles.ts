let loading: Promise<void> | null = null;

/**
 * Loads the styles of the Mantine components outside the first paint (other-styles.ts) once: Vite adds their
 * stylesheet to the page and resolves when it has loaded. Every page but /login and /dashboard, and every menu, dialog
 * and panel loaded on demand, awaits it before it renders (those pages' heads already name the stylesheet).
 * @throws the dynamic import's error (the stylesheet could not be fetched); the next call tries again
 */
export function loadOtherStyles(): Promise<void> {
  loading ??= import('./other-styles').then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
