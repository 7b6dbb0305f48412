import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { errorMessage, useSessionStore, type OpenedDoc } from 'shared-api';
import { EmptyState, ErrorState, notify, PageLoader } from 'shared-ui';
import { updateRegistration, useOwnRegistration } from '../wizard/api';
import { useTranslation } from '../wizard/i18n';
import { fromRegistration, toRegistration } from '../wizard/payload';
import type { FlowConfig, WizardValues } from '../wizard/types';
import { WizardPage } from '../wizard/WizardPage';
import { onboardingKeys } from '../keys';

/** A profile route (SPEC §2): the sign-up engine in edit mode on the logged-in user's record. */
export function ProfilePage({ flow }: { flow: FlowConfig }) {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.email);
  const setProfileStatus = useSessionStore((state) => state.setProfileStatus);
  const queryClient = useQueryClient();
  const registration = useOwnRegistration(email);
  const doc = registration.data;
  const values = useMemo(() => (doc ? fromRegistration(flow, doc) : null), [doc, flow]);
  // The version the form shows: the one first loaded, then each save's reply. A refetch of the
  // query does not change what the form shows, so it must not change the version sent back either.
  const opened = useRef<OpenedDoc | null>(null);
  if (doc && opened.current?.name !== doc.name) opened.current = doc;

  if (registration.isPending) return <PageLoader label={t('wizard.profile.loading')} />;
  if (registration.isError) return <ErrorState message={errorMessage(registration.error)} onRetry={() => void registration.refetch()} />;
  if (!doc || !values) return <EmptyState title={t('wizard.profile.none')} description={t('wizard.profile.noneText')} />;

  const save = async (next: WizardValues) => {
    try {
      const { user_type: _type, email_id: _email, ...patch } = toRegistration(flow, next);
      const saved = await updateRegistration(opened.current ?? doc, patch);
      opened.current = saved;
      // SPEC §4: the status is kept locally; the shell's modals follow it.
      setProfileStatus(saved.status ?? null);
      queryClient.setQueryData(onboardingKeys.ownRegistration(email), saved);
      notify.success(t('wizard.message.profileUpdated'));
    } catch (failure) {
      notify.error(errorMessage(failure), { title: t('wizard.message.profileUpdateFailed') });
      throw failure;
    }
  };

  return <WizardPage key={doc.name} flow={flow} profile={{ values, docname: doc.name, save }} />;
}

export function profilePage(flow: FlowConfig) {
  function FlowProfilePage() {
    return <ProfilePage flow={flow} />;
  }
  FlowProfilePage.displayName = `Profile(${flow.id})`;
  return FlowProfilePage;
}
