import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Proposal } from '@otklik/contracts';
import { formatMoney } from '@/lib/format';
import { formatVacancySalary } from '../utils/format-salary';

/**
 * Why a vacancy fits, naming what differs from one vacancy to the next: the seeker's skills it asks for and those it
 * asks for beyond them, its salary against the seeker's expectation (both amounts), the city or remote work, and
 * «Похожие вы уже убирали» when it looks like one the seeker unchecked before.
 */
export function FitReasons({ vacancy }: { vacancy: Pick<Proposal, 'reasons' | 'area' | 'salary'> }) {
  const { t, i18n } = useTranslation();
  const { reasons } = vacancy;
  const expected = formatMoney(reasons.salary.expected, reasons.salary.expected_currency, i18n.language);
  const offered = formatVacancySalary(
    vacancy.salary,
    {
      from: (amount) => t('vacancies.salaryFrom', { amount }),
      to: (amount) => t('vacancies.salaryTo', { amount }),
      unknown: t('vacancies.salaryUnknown'),
    },
    i18n.language,
  );
  const city = vacancy.area?.name ?? '—';
  return (
    <Stack gap={6}>
      {reasons.matched_skills.length > 0 && <SkillRow label={t('vacancies.matchedSkills')} skills={reasons.matched_skills} color="success" />}
      {reasons.missing_skills.length > 0 && <SkillRow label={t('vacancies.missingSkills')} skills={reasons.missing_skills} color="secondary" />}
      <Text size="sm">{t(`vacancies.salaryVerdict.${reasons.salary.verdict}`, { expected, offered })}</Text>
      {reasons.place !== undefined && <Text size="sm">{t(`vacancies.place.${reasons.place}`, { city })}</Text>}
      {reasons.dismissed_similar === true && (
        <Text size="sm" c="warning">
          {t('vacancies.dismissedSimilar')}
        </Text>
      )}
    </Stack>
  );
}

function SkillRow({ label, skills, color }: { label: string; skills: string[]; color: string }) {
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text size="sm" c="dimmed" component="span">
        {label}:
      </Text>
      <Group gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {skills.map((skill) => (
          <Badge key={skill} component="li" color={color} variant="light" tt="none" maw="100%">
            {skill}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
