import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AnswerBankSection } from '@/features/answer-bank/components/answer-bank-section';
import { CompanionSection } from '@/features/companion/components/companion-section';
import { ProfileView } from '@/features/profile/components/profile-view';

/**
 * /profile (session and integration): the seeker's account, data export and deletion, and
 * «Ответы для анкет», the answer bank for employer questionnaires and assisted apply.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.profile.title')} />
      <ProfileView />
      <AnswerBankSection />
      <CompanionSection />
    </Stack>
  );
}
