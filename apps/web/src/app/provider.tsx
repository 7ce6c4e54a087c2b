import type { ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BaseProvider } from './base-provider';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals (component tests). @default 'default' */
  env?: 'default' | 'test';
}

/**
 * {@link BaseProvider} (i18n, Mantine, notifications) with a given query client around everything: for tests, which
 * inspect that client. The browser (main.tsx) uses BaseProvider alone; app/query-root.tsx adds its own client.
 */
export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <BaseProvider env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProvider>
  );
}
