import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api/errors';
import { useRefreshProposalsMutation } from '../api/refresh-proposals';

/**
 * «Подобрать ещё» on a confirmed position: asks for a new batch of proposals (POST …/proposals?refresh=true) and,
 * once it is there, calls `onReady` so the flow shows the vacancies step again.
 */
export function MoreProposalsButton({ positionId, onReady }: { positionId: string; onReady: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshProposalsMutation(positionId);
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" loading={refresh.isPending} onClick={() => refresh.mutate(undefined, { onSuccess: onReady })}>
        {t('vacancies.more')}
      </Button>
      {refresh.isError && (
        <Alert color="error" variant="light" role="alert">
          {t(errorMessageKey(refresh.error, 'vacancies.errors.moreFailed'))}
        </Alert>
      )}
    </Stack>
  );
}
