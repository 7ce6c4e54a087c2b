import { type ReactNode, Suspense, lazy } from 'react';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n';
import { colorSchemeManager, theme } from '@/lib/theme';

/** Mantine's notifications (and their transitions) stay out of the first load (issue 13 budget). */
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));
export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals (component tests). @default 'default' */
  env?: 'default' | 'test';
}

/** Everything the pages need around them (i18n must be loaded first: `loadI18n`): i18n (ru), the Mantine theme (light by default), notifications, queries. */
export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  const i18n = initI18n();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env={env}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
