import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/providers';
import { TextAreaField } from './text-area-field';

/** A form that marks the field in error when sent empty, as screens use it. */
function RequiredField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  return (
    <>
      <TextAreaField
        label="Ссылка на вакансию"
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(false);
        }}
        error={error}
      />
      <button type="button" onClick={() => setError(value.trim() === '')}>
        Сохранить
      </button>
    </>
  );
}

describe('text area with an error state («Это поле не может быть пустым»)', () => {
  it("shows 'Это поле не может быть пустым' in the error state and clears it once filled", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <TestProviders>
        <RequiredField />
      </TestProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'Ссылка на вакансию' });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Это поле не может быть пустым')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'https://hh.ru/vacancy/1');
    expect(screen.queryByText('Это поле не может быть пустым')).not.toBeInTheDocument();
  });
});
