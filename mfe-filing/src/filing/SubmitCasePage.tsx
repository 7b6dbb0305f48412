import { Anchor, Box, Button, Group, LoadingOverlay, Modal, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage, useSessionStore, type CaseType } from 'shared-api';
import { notify } from 'shared-ui';
import { useOwnRegistration } from '../common/useOwnRegistration';
import { AdditionalDetailsStep } from './AdditionalDetailsStep';
import { CaseDetailsStep } from './CaseDetailsStep';
import { CaseSummaryStep } from './CaseSummaryStep';
import { ClaimantStep, prefillFromRegistration } from './ClaimantStep';
import { SUBMIT_OVERLAY_MS, type PaymentMethod } from './constants';
import { useDraftFiles } from './draft-files';
import { draftKey, hasContent, useFilingDraft } from './draft-store';
import { FeeResultModal, type FeeOutcome } from './FeeResultModal';
import { recordFilingFee } from './filing-fee';
import { translate, useTranslation } from './i18n';
import { PaymentModal } from './PaymentModal';
import { registerCase, type UploadProgress } from './register-case';
import { RespondentStep } from './RespondentStep';
import { FILING_STEPS, isStepEnabled, stepNumber } from './steps';
import * as classes from './SubmitCasePage.module.css';
import type { FilingDraft, StepId } from './types';
import { filingKeys } from '../common/keys';
import { FilerOnly } from '../common/FilerOnly';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The fee's invoice, or why it could not be recorded (the case itself is registered either way). */
async function feeOutcomeOf(caseName: string, method: PaymentMethod): Promise<FeeOutcome> {
  try {
    return { caseName, fee: await recordFilingFee(caseName, method) };
  } catch (error) {
    return { caseName, error: errorMessage(error, translate('filing.wizard.fee.noAnswer')) };
  }
}

function isCaseType(value: unknown): value is CaseType {
  return value === 'Arbitration' || value === 'Mediation';
}

/** SPEC §2: the case type comes from the navigation state, else the stored case type. */
function useCaseType(): CaseType {
  const location = useLocation();
  const stored = useSessionStore((state) => state.caseType);
  const setCaseType = useSessionStore((state) => state.setCaseType);
  const fromState = (location.state as { caseType?: unknown } | null)?.caseType;
  useEffect(() => {
    if (isCaseType(fromState) && fromState !== stored) setCaseType(fromState);
  }, [fromState, stored, setCaseType]);
  if (isCaseType(fromState)) return fromState;
  return isCaseType(stored) ? stored : 'Arbitration';
}

export function SubmitCasePage() {
  const { t } = useTranslation();
  return (
    <FilerOnly title={t('filing.wizard.notAllowed.title')} description={t('filing.wizard.notAllowed.description')} back={t('filing.wizard.notAllowed.back')}>
      {({ email, role }) => <SubmitCaseWizard email={email} isClaimant={role === 'Claimant'} />}
    </FilerOnly>
  );
}

function SubmitCaseWizard({ email, isClaimant }: { email: string; isClaimant: boolean }) {
  const caseType = useCaseType();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, update, discard } = useFilingDraft(email, caseType);
  const registration = useOwnRegistration(isClaimant);
  const [files, setFiles] = useDraftFiles(draftKey(email, caseType));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [feeOutcome, setFeeOutcome] = useState<FeeOutcome | null>(null);
  const [feeMethod, setFeeMethod] = useState<PaymentMethod | null>(null);
  const [retryingFee, setRetryingFee] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Remounts the step forms after a discard so they start empty.
  const [generation, setGeneration] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const tabListRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery('(min-width: 62em)');
  // Which word the messages use for the case: a claim (arbitration) or a dispute (mediation).
  const kind = caseType === 'Mediation' ? 'dispute' : 'claim';
  // A Claimant's form is prefilled from their profile: only what they typed makes the draft worth discarding.
  // Until the profile has loaded, the prefill cannot be told from typing, so the claimant form waits.
  const claimantPrefill = isClaimant && registration.data ? prefillFromRegistration(registration.data) : null;
  const showDiscard =
    isClaimant && registration.isLoading ? hasContent({ ...draft, claimantForm: {} }) : hasContent(draft, claimantPrefill);

  const context = { current: draft.step, claimantCount: draft.claimants.length, respondentCount: draft.respondents.length };

  /** SPEC §2: changing tab clears edit state and scrolls smoothly to the content. */
  const goTo = (step: StepId) => {
    const patch: Partial<FilingDraft> = { step, claimantEdit: null, respondentEdit: null };
    if (draft.claimantEdit !== null) patch.claimantForm = {};
    if (draft.respondentEdit !== null) patch.respondentForm = {};
    update(patch);
    requestAnimationFrame(() => contentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  // On a phone the steps are one scrolling row: keep the current step in sight (centred), not step 1.
  useEffect(() => {
    const list = tabListRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (wide || !list || !active) return;
    const listBox = list.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    list.scrollLeft += activeBox.left - listBox.left - (listBox.width - activeBox.width) / 2;
  }, [draft.step, wide]);

  const listPath = `${caseType === 'Mediation' ? '/mediations' : '/arbitration'}?tab=draft`;

  /** Submit, and PAY NOW with a method: the same registration; PAY NOW then records the fee. */
  const submit = async (payment?: PaymentMethod) => {
    if (busy) return;
    setBusy(true);
    setProgress(null);
    try {
      await wait(SUBMIT_OVERLAY_MS);
      const result = await registerCase(caseType, draft, files, { onProgress: setProgress });
      notify.success(t('filing.wizard.added', { kind }));
      for (const failed of result.failedFiles) {
        notify.error(t('filing.wizard.uploadFailed', { file: failed.file.file.name, caseName: result.name, message: failed.message }), { autoClose: false });
      }
      discard();
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: filingKeys.cases });
      await queryClient.invalidateQueries({ queryKey: filingKeys.dashboard });
      if (payment) {
        setProgress(null);
        const outcome = await feeOutcomeOf(result.name, payment);
        await queryClient.invalidateQueries({ queryKey: filingKeys.invoices });
        setPaymentOpen(false);
        setFeeMethod(payment);
        setFeeOutcome(outcome);
        setBusy(false);
        return;
      }
      navigate(listPath);
    } catch (error) {
      notify.error(errorMessage(error, t('filing.wizard.registerFailed', { kind })));
      setBusy(false);
      setProgress(null);
    }
  };

  const retryFee = async () => {
    if (!feeOutcome || !feeMethod || retryingFee) return;
    setRetryingFee(true);
    const outcome = await feeOutcomeOf(feeOutcome.caseName, feeMethod);
    await queryClient.invalidateQueries({ queryKey: filingKeys.invoices });
    setFeeOutcome(outcome);
    setRetryingFee(false);
  };

  const leaveFeeResult = (path: string) => {
    setFeeOutcome(null);
    navigate(path);
  };

  const doDiscard = () => {
    discard();
    setFiles([]);
    setConfirmDiscard(false);
    setGeneration((value) => value + 1);
    notify.info(t('filing.wizard.discard.done'));
  };

  const heading = caseType === 'Arbitration' ? t('filing.wizard.title.arbitration') : t('filing.wizard.title.mediation');
  const uploading = progress !== null && files.length > 0;

  return (
    <Box pos="relative" className={classes.page}>
      <LoadingOverlay
        visible={busy}
        zIndex={300}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="xs" className={classes.overlayBox} role="status" aria-live="polite">
              <Text fw={600}>{uploading ? t('filing.wizard.uploading', { index: progress.index + 1, count: files.length }) : t('filing.wizard.loading')}</Text>
              {uploading && <Progress value={Math.round(progress.fraction * 100)} w={240} aria-label={t('filing.wizard.uploadProgress')} />}
            </Stack>
          ),
        }}
      />
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" /> {t('filing.wizard.back')}
        </Anchor>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {showDiscard && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setConfirmDiscard(true)}>
              {t('filing.wizard.discard.button')}
            </Button>
          )}
        </Group>

        <Tabs
          value={draft.step}
          onChange={(value) => value && goTo(value as StepId)}
          orientation={wide ? 'vertical' : 'horizontal'}
          keepMounted={false}
          classNames={{ root: classes.tabs, list: classes.tabList, tab: classes.tab, tabLabel: classes.tabLabel }}
        >
          <Tabs.List ref={tabListRef} aria-label={t('filing.wizard.steps')}>
            {FILING_STEPS.map((step) => (
              <Tabs.Tab key={step} value={step} disabled={!isStepEnabled(step, context) && draft.step !== step}>
                {stepNumber(step)}. {t(`filing.wizard.step.${step}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={draft.step} ref={contentRef} className={classes.content} key={`${caseType}-${generation}`}>
            <Title order={2} size="h4" mb="md">
              {t(`filing.wizard.step.${draft.step}`)}
            </Title>
            {draft.step === 'claimant' && (
              <ClaimantStep
                draft={draft}
                update={update}
                isClaimant={isClaimant}
                registration={registration.data}
                profileLoading={isClaimant && registration.isLoading}
                onContinue={() => goTo('respondents')}
              />
            )}
            {draft.step === 'respondents' && <RespondentStep draft={draft} update={update} onContinue={() => goTo('case')} />}
            {draft.step === 'case' && (
              <CaseDetailsStep caseType={caseType} draft={draft} update={update} files={files} onFilesChange={setFiles} onContinue={() => goTo('additional')} />
            )}
            {draft.step === 'additional' && <AdditionalDetailsStep draft={draft} update={update} onContinue={() => goTo('summary')} />}
            {draft.step === 'summary' && (
              <CaseSummaryStep caseType={caseType} draft={draft} files={files} busy={busy} onSubmit={() => void submit()} onPay={() => setPaymentOpen(true)} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <PaymentModal opened={paymentOpen} caseType={caseType} busy={busy} onClose={() => setPaymentOpen(false)} onPay={(method) => void submit(method)} />
      <FeeResultModal
        outcome={feeOutcome}
        retrying={retryingFee}
        onRetry={() => void retryFee()}
        onViewInvoices={() => leaveFeeResult('/invoice')}
        onDone={() => leaveFeeResult(listPath)}
      />
      <Modal opened={confirmDiscard} onClose={() => setConfirmDiscard(false)} title={t('filing.wizard.discard.title')}>
        <Stack gap="md">
          <Text size="sm">{t('filing.wizard.discard.message', { kind })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmDiscard(false)}>
              {t('filing.wizard.discard.keep')}
            </Button>
            <Button color="red" onClick={doDiscard}>
              {t('filing.wizard.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}
