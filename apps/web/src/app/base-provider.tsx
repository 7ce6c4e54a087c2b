import { type ReactNode, Suspense, lazy } from 'react';
import '@/lib/styles/first-paint-styles';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n';
import { loadOtherStyles } from '@/lib/styles/load-other-styles';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/lib/theme';

/** Mantine's notifications (and their transitions) stay out of the first load (the /login first-load budget). */
const NotificationsHost = lazy(() => Promise.all([import('./notifications-host'), loadOtherStyles()]).then(([m]) => ({ default: m.NotificationsHost })));

/** The toasts' host, mounted once the page has painted: toasts shown before wait in Mantine's store until then. */
function DeferredNotificationsHost() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

export interface BaseProviderProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals (component tests). @default 'default' */
  env?: 'default' | 'test';
}

/**
 * What every page needs around it, /login included (i18n must be loaded first: `loadPublicI18n` or `loadI18n`): i18n,
 * the Mantine theme (light by default) and notifications. TanStack Query is not here: the pages that use it get it from
 * app/query-root.tsx, so the first load of /login does without it (the /login first-load budget).
 */
export function BaseProvider({ children, env = 'default' }: BaseProviderProps) {
  const i18n = initI18n();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env={env}>
        <DeferredNotificationsHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
