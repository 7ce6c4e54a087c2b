import { Accordion, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';

/** Width of the instructions dialog, in px: 660. */
export const INSTRUCTIONS_DIALOG_WIDTH_PX = 660;

/**
 * The sections in order: the three detailed ones, the short ones, then the three
 * user-facing problems (payment failed, a position does not save, a resume does not load).
 */
export const INSTRUCTION_SECTIONS = [
  'subscriptionDetailed',
  'positionDetailed',
  'questionsDetailed',
  'subscription',
  'position',
  'questions',
  'applications',
  'interview',
  'trainer',
  'paymentFailed',
  'positionNotSaved',
  'resumeNotLoading',
] as const;

/**
 * The 'Инструкция' dialog: 660 px wide, an accordion whose sections each expand on their own. Texts live in
 * the locales under `instructions.sections`.
 */
export function InstructionsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('instructions.title')} width={INSTRUCTIONS_DIALOG_WIDTH_PX}>
      <Text size="sm" mb="md">
        {t('instructions.intro')}
      </Text>
      <Accordion multiple variant="separated" radius="md">
        {INSTRUCTION_SECTIONS.map((section) => {
          const steps = t(`instructions.sections.${section}.steps`, { returnObjects: true });
          return (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>{t(`instructions.sections.${section}.title`)}</Accordion.Control>
              <Accordion.Panel>
                {steps.length === 1 ? (
                  <Text size="sm">{steps[0]}</Text>
                ) : (
                  <List type="ordered" size="sm" spacing={6}>
                    {steps.map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </AppModal>
  );
}
