import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@otklik/contracts';
export interface StatusFilterProps {
  value: readonly ApplicationStatus[];
  onChange: (statuses: ApplicationStatus[]) => void;
}

/**
 * 'Статус' filter of /responses: any of В очереди, Отправляется, Отправлен, Приглашение, Отказ, Ошибка,
 * Откликнитесь на hh.ru; none picked shows every application.
 */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('applications.filter.label')}
      placeholder={value.length === 0 ? t('applications.filter.all') : undefined}
      data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applications.status.${status}`) }))}
      value={[...value]}
      onChange={(statuses) => onChange(APPLICATION_STATUSES.filter((status) => statuses.includes(status)))}
      clearable
      hidePickedOptions
      style={{ flex: '1 1 18rem', maxWidth: 560 }}
    />
  );
}
