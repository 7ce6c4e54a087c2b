import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/providers';
import { AppModal } from './app-modal';

function Harness({ preventClose = false, width }: { preventClose?: boolean; width?: number }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Открыть
      </button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title="Подтверждение" preventClose={preventClose} width={width}>
        <p>Текст диалога</p>
      </AppModal>
    </>
  );
}

function renderModal(props: { preventClose?: boolean; width?: number } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <Harness {...props} />
    </TestProviders>,
  );
  return { user };
}

/** The modal width Mantine sets (`--modal-size`, written as `calc(<n>rem * var(--mantine-scale))`), in px at 16 px/rem. */
function modalWidthPx(): number {
  const value = modalRoot().style.getPropertyValue('--modal-size');
  const rem = /^calc\(([\d.]+)rem \* var\(--mantine-scale\)\)$/.exec(value);
  if (!rem?.[1]) throw new Error(`unexpected --modal-size ${value}`);
  return Number(rem[1]) * 16;
}

/** The element Mantine sets the modal width on (`--modal-size`). */
function modalRoot(): HTMLElement {
  const root = screen.getByRole('dialog').closest<HTMLElement>('.mantine-Modal-root');
  if (!root) throw new Error('no modal root');
  return root;
}

/** Mantine's overlay behind the dialog. */
function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
  if (!element) throw new Error('no overlay');
  return element;
}

describe('generic modal: 480 px by default, closes unless preventClose, locks scrolling', () => {
  it('is 480 px wide by default', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Подтверждение' })).toBeInTheDocument();
    expect(modalWidthPx()).toBe(480);
  });

  it('takes another width when asked', () => {
    renderModal({ width: 660 });
    expect(modalWidthPx()).toBe(660);
  });

  it('closes on the close button', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click', async () => {
    const { user } = renderModal();
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on the overlay and Escape, without a close button, when preventClose is set', async () => {
    const { user } = renderModal({ preventClose: true });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    await user.click(overlay());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Подтверждение' })).toBeInTheDocument();
  });

  it('locks body scrolling while open and releases it when closed', async () => {
    const { user } = renderModal();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });
});
