import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PositionSettings, PositionSettingsIndex } from '@/features/positions/components/position-settings';

/** /settings/:positionId? (optional positionId; session and integration): a position's settings for review. */
export function Component() {
  const { t } = useTranslation();
  const { positionId } = useParams();
  return (
    <>
      <PageHeader title={t('positions.settings.title')} />
      {positionId === undefined || positionId === '' ? <PositionSettingsIndex /> : <PositionSettings positionId={positionId} />}
    </>
  );
}
