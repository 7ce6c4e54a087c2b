import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/providers';
import { OutlineButton, type OutlineButtonProps } from './outline-button';

function renderButton(props: Partial<OutlineButtonProps> = {}) {
  const onClick = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <OutlineButton onClick={onClick} {...props}>
        {props.children ?? 'Сохранить'}
      </OutlineButton>
    </TestProviders>,
  );
  return { onClick, user, button: screen.getByRole('button', { name: String(props.children ?? 'Сохранить') }) };
}

describe('outline button: blue or red, icons, clicks blocked while loading or disabled', () => {
  it('is an outline button in the primary (blue) colour and reacts to clicks', async () => {
    const { button, onClick, user } = renderButton();
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-primary-outline)');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is red for the delete type', () => {
    const { button } = renderButton({ kind: 'delete', children: 'Удалить' });
    expect(button.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-error-outline)');
  });

  it('shows the prepend and append icons around the label', () => {
    renderButton({ prependIcon: <svg data-testid="icon-plus" />, appendIcon: <svg data-testid="icon-next" />, children: 'Добавить' });
    const button = screen.getByRole('button', { name: 'Добавить' });
    const before = button.querySelector('[data-position="left"] [data-testid="icon-plus"]');
    const after = button.querySelector('[data-position="right"] [data-testid="icon-next"]');
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
  });

  it('ignores clicks while loading and shows a spinner', async () => {
    const { button, onClick, user } = renderButton({ loading: true });
    expect(button).toHaveAttribute('data-loading');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks while disabled', async () => {
    const { button, onClick, user } = renderButton({ disabled: true });
    expect(button).toBeDisabled();
    await user.click(button);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });
});
