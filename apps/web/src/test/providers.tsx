import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from '@/lib/theme';

/**
 * Test-only: the providers a shared widget or a feature component needs on its own (i18n in Russian, the Mantine theme
 * in its 'test' environment without transitions or portals, a query client without retries), for component tests
 * that must not import the app layer (eslint boundaries). Whole-app tests use render.tsx beside it instead.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={initI18n()}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env="test">
        <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** Test-only: renders `ui` inside {@link TestProviders}; returns Testing Library's result and a user-event session. */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  return { ...render(<TestProviders>{ui}</TestProviders>), user };
}
