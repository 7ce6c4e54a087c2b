import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { useCompanionPack, useResumeCompanionPack } from '../api/companion-pack';

/**
 * «Расширение»: whether sending through the browser companions is paused because a page of hh failed the selector
 * pack's self-test, which page and which roles, and «Снять паузу» once the pack is fixed or the page checked.
 */
export function CompanionPackPanel() {
  const { t, i18n } = useTranslation();
  const pack = useCompanionPack();
  const resume = useResumeCompanionPack();
  if (pack.isPending) return <LoadState state="loading" />;
  if (pack.isError) return <LoadState state="error" title={t(errorMessageKey(pack.error, 'admin.loadFailed'))} onRetry={() => void pack.refetch()} />;
  const state = pack.data;
  const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');
  return (
    <Stack gap="sm" maw={720}>
      <Text>{t('admin.companionPack.version', { version: state.version })}</Text>
      {state.paused ? (
        <Alert color="red" title={t('admin.companionPack.pausedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('admin.companionPack.pausedAt', { at: at(state.paused_at), page: state.page ?? '' })}</Text>
            {state.missing.length > 0 && <Text size="sm">{t('admin.companionPack.missing', { roles: state.missing.join(', ') })}</Text>}
            <Text size="sm">{t('admin.companionPack.hint')}</Text>
            <div>
              <Button color="red" loading={resume.isPending} onClick={() => resume.mutate()}>
                {t('admin.companionPack.resume')}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : (
        <Text c="green">{state.lifted_at ? t('admin.companionPack.runningLifted', { at: at(state.lifted_at) }) : t('admin.companionPack.running')}</Text>
      )}
      {resume.isError && (
        <Text c="red" size="sm" role="alert">
          {t(errorMessageKey(resume.error, 'admin.actionFailed'))}
        </Text>
      )}
    </Stack>
  );
}
