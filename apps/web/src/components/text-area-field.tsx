import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** true shows the standard 'Это поле не может быть пустым'; a string shows that text instead. */
  error?: boolean | string;
  placeholder?: string;
  /** Longest text accepted, in characters. */
  maxLength?: number;
  minRows?: number;
  required?: boolean;
}

/** The text area with its error state ('Это поле не может быть пустым'). */
export function TextAreaField({ label, value, onChange, error = false, placeholder, maxLength, minRows = 3, required }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const message = error === true ? t('validation.required') : error || undefined;
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={message}
      placeholder={placeholder}
      maxLength={maxLength}
      rows={minRows}
      resize="vertical"
      required={required}
    />
  );
}
