import { useEffect, useState } from 'react';

/** How long after the page's load event the deferred work waits, in ms: the page's own data usually paints by then. */
export const AFTER_LOAD_MS = 2000;

/**
 * False until the page has loaded and had {@link AFTER_LOAD_MS} more to fetch and paint what it shows, then true. For
 * work no one sees in the first paint — the toasts' host, the support link, the admin check — so its requests do not
 * compete with the page's own before its largest paint. A toast shown meanwhile waits in Mantine's store.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setReady(true), AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
