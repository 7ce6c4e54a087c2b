import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from './audit-panel';
import { CompanionPackPanel } from './companion-pack-panel';
import { PlansPanel } from './plans-panel';
import { PromoCodesPanel } from './promo-codes-panel';
import { TrainerRequestsPanel } from './trainer-requests-panel';
import { UsersPanel } from './users-panel';

/**
 * The support console: users (find, extend, trainer access, payments, applications), trainer-access
 * requests, plans on/off sale, promo codes, and the audit log of every admin action. Panels mount when opened.
 */
export function AdminConsole() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="users" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
        <Tabs.Tab value="requests">{t('admin.tabs.requests')}</Tabs.Tab>
        <Tabs.Tab value="plans">{t('admin.tabs.plans')}</Tabs.Tab>
        <Tabs.Tab value="promos">{t('admin.tabs.promos')}</Tabs.Tab>
        <Tabs.Tab value="companion">{t('admin.tabs.companion')}</Tabs.Tab>
        <Tabs.Tab value="audit">{t('admin.tabs.audit')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="users">
        <UsersPanel />
      </Tabs.Panel>
      <Tabs.Panel value="requests">
        <TrainerRequestsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="plans">
        <PlansPanel />
      </Tabs.Panel>
      <Tabs.Panel value="promos">
        <PromoCodesPanel />
      </Tabs.Panel>
      <Tabs.Panel value="companion">
        <CompanionPackPanel />
      </Tabs.Panel>
      <Tabs.Panel value="audit">
        <AuditPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
