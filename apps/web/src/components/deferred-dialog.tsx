import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { loadFullLocale } from '@/lib/i18n';
import { loadOtherStyles } from '@/lib/styles/load-other-styles';

/** Whether the deferred component needs the whole locale (its texts are outside the session part). */
export interface DeferredOptions {
  fullLocale: boolean;
}

/**
 * A dialog or panel whose code (and, with `fullLocale`, the rest of the locale) loads the first time it opens, not
 * with the page: a closed dialog renders nothing, so the first load of a page that mounts it carries neither its
 * component nor the Mantine parts behind it (Modal, focus trap, scroll lock) and their styles (lib/styles). Once opened it stays mounted, so closing
 * plays its transition and reopening is instant.
 * @param load the dynamic import of the component, resolving to the component
 * @param options whether to load the whole locale with it
 * @returns a component with the same props, rendering nothing until `opened` is first true
 */
export function deferredDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>, { fullLocale }: DeferredOptions): ComponentType<P> {
  const Lazy = lazy<ComponentType<P>>(async () => {
    const [Component] = await Promise.all([load(), loadOtherStyles(), fullLocale ? loadFullLocale() : Promise.resolve()]);
    // Mounted closed, then opened on the next commit: Mantine's Modal notes the element to give the focus back to
    // (the button that opened it) when `opened` turns true, not when it mounts open.
    function Arrived(props: P) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Component {...props} opened={props.opened && mounted} />;
    }
    return { default: Arrived };
  });
  function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
