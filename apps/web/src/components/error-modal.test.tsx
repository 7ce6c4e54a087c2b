import { screen, waitFor, within } from '@testing-library/react';
import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/providers';
import { ErrorModal } from './error-modal';

describe('error modal form on the generic modal', () => {
  it('announces the message as an alert and closes on «Понятно» or the close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ErrorModal opened onClose={onClose} title="Не получилось" message="Платёж не найден" />);
    const dialog = screen.getByRole('dialog', { name: 'Не получилось' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Платёж не найден');
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('shows the extra actions beside «Понятно»', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <ErrorModal opened onClose={() => undefined} title="Ошибка" message="Попробуйте ещё раз" actions={<Button onClick={onRetry}>Повторить</Button>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Понятно' })).toBeInTheDocument();
  });

  it('with preventClose has no close button and ignores Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ErrorModal opened onClose={onClose} title="Ошибка" message="Нужно действие" preventClose />);
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
  });
});
