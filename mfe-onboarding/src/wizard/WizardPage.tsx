import { Anchor, Box, Button, Group, LoadingOverlay, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from 'shared-api';
import { EMAIL_PATTERN, SIGN_UP_MESSAGES, valibotResolver } from 'shared-api/schemas';
import { notify, REGISTRATION_TOAST_MS } from 'shared-ui';
import { createRegistration, emailTaken, startSignUp } from './api';
import { WizardContext, type WizardContextValue } from './context';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { stepsFor } from './flows';
import { describeRule, openSteps } from './lock-rules';
import { useTranslation } from './i18n';
import { initialValues, toRegistration } from './payload';
import { SECTIONS } from './sections';
import { normalizedIdentifier } from './sections/VerifyIdentifier';
import type { FlowConfig, StepConfig, WizardValues } from './types';

/** SPEC §9: the overlay on the final sign-up submit, and the success modal's wait before /login. */
export const SIGN_UP_OVERLAY_MS = 1500;
export const SUCCESS_REDIRECT_MS = 1000;
const TOKEN_HOURS = 24;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The errors of one step's schema for the current values ({} when it may continue). */
export function stepErrors(step: StepConfig, values: WizardValues): Record<string, string> {
  return valibotResolver(step.schema)(values);
}

export interface WizardProps {
  flow: FlowConfig;
  /** Profile edit mode: the stored values, and how a step's save reaches the server. */
  profile?: {
    values: WizardValues;
    docname: string;
    save: (values: WizardValues) => Promise<void>;
  };
}

/**
 * The one wizard engine (SPEC §2 "Registration wizards"): left tabs locked by the flow's rules,
 * each step checked by its valibot schema on Save & Continue, the draft kept across a reload, and
 * the final submit with its 1.5 s overlay and the success modal. With `profile` it edits the
 * logged-in user's record: every tab open, each Save & Continue saves.
 */
export function WizardPage({ flow, profile }: WizardProps) {
  const { t } = useTranslation();
  const mode = profile ? 'profile' : 'signup';
  const steps = useMemo(() => stepsFor(flow, mode), [flow, mode]);
  const draft = useMemo(() => (profile ? null : loadDraft(flow.id)), [flow.id, profile]);
  // Every change is kept in the draft, so a reload loses nothing typed (sign-up only).
  const persistRef = useRef<() => void>(() => undefined);
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: profile?.values ?? draft?.values ?? initialValues(flow),
    onValuesChange: () => persistRef.current(),
  });
  const [savedSteps, setSavedSteps] = useState<Set<string>>(() => new Set(draft?.savedSteps ?? []));
  const [active, setActive] = useState<string>(() => (draft?.active && steps.some((step) => step.id === draft.active) ? draft.active : steps[0].id));
  const token = useRef<{ token: string | null; expires: number | null }>({ token: draft?.token ?? null, expires: draft?.tokenExpires ?? null });
  const [proven, setProven] = useState<Record<'email' | 'mobile', string>>(() => ({ email: '', mobile: '', ...draft?.proven }));
  const provenRef = useRef(proven);
  provenRef.current = proven;
  const [takenEmails, setTakenEmails] = useState<ReadonlySet<string>>(() => new Set());
  const checkedEmails = useRef(new Map<string, boolean>());
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');

  const open = mode === 'profile' ? steps.map(() => true) : openSteps(steps, form.values, savedSteps);
  const activeIndex = Math.max(0, steps.findIndex((step) => step.id === active));
  const step = steps[activeIndex];
  const last = activeIndex === steps.length - 1;

  const persist = useCallback(
    (next: Partial<{ savedSteps: Set<string>; active: string }> = {}) => {
      if (mode !== 'signup') return;
      saveDraft(flow.id, {
        values: form.getValues(),
        savedSteps: [...(next.savedSteps ?? savedSteps)],
        active: next.active ?? active,
        token: token.current.token,
        tokenExpires: token.current.expires,
        proven: provenRef.current,
      });
    },
    [mode, flow.id, form, savedSteps, active],
  );
  persistRef.current = () => persist();

  const isTaken = useCallback(async (email: string) => {
    const known = checkedEmails.current.get(email);
    if (known !== undefined) return known;
    const taken = await emailTaken(email);
    checkedEmails.current.set(email, taken);
    if (taken) setTakenEmails((current) => new Set([...current, email]));
    return taken;
  }, []);
  const checkEmail = useCallback(
    (email: string) => {
      if (!EMAIL_PATTERN.test(email)) return;
      isTaken(email).catch(() => undefined);
    },
    [isTaken],
  );

  const fileTarget = useCallback(async () => {
    if (profile) return { docname: profile.docname };
    if (!token.current.token || (token.current.expires ?? 0) < Date.now()) {
      token.current = { token: await startSignUp(), expires: Date.now() + TOKEN_HOURS * 3600_000 - 60_000 };
      persist();
    }
    return { token: token.current.token! };
  }, [profile, persist]);

  const signUpToken = useCallback(async () => {
    if (profile) return null;
    const target = await fileTarget();
    return 'token' in target ? (target.token ?? null) : null;
  }, [profile, fileTarget]);
  const markProven = useCallback(
    (channel: 'email' | 'mobile', value: string) => {
      provenRef.current = { ...provenRef.current, [channel]: value };
      setProven(provenRef.current);
      persist();
    },
    [persist],
  );
  // A sign-up proves its e-mail and mobile; a profile only a mobile changed from the stored one.
  const storedMobile = normalizedIdentifier('mobile', profile?.values.primary_number);
  const needsProof = useCallback(
    (channel: 'email' | 'mobile') => mode === 'signup' || (channel === 'mobile' && normalizedIdentifier('mobile', form.values.primary_number) !== storedMobile),
    [mode, form.values.primary_number, storedMobile],
  );

  const context: WizardContextValue = { form, flow, mode, fileTarget, takenEmails, checkEmail, signUpToken, proven, markProven, needsProof };

  const goTo = (id: string) => {
    setActive(id);
    persist({ active: id });
  };

  const submitSignUp = async () => {
    setSubmitting(true);
    try {
      const [created] = await Promise.all([createRegistration(toRegistration(flow, form.getValues()), token.current.token), delay(SIGN_UP_OVERLAY_MS)]);
      void created;
      clearDraft(flow.id);
      notify.success(t(flow.successToast, { role: String(form.getValues().user_type || 'Arbitrator') }), { autoClose: REGISTRATION_TOAST_MS });
      setSucceeded(true);
    } catch (failure) {
      notify.error(errorMessage(failure), { autoClose: REGISTRATION_TOAST_MS });
    } finally {
      setSubmitting(false);
    }
  };

  const saveAndContinue = async () => {
    const errors = stepErrors(step, form.getValues());
    setBusy(true);
    try {
      if (mode === 'signup' && step.sections.includes('contact') && !errors.email_id) {
        const email = String(form.getValues().email_id ?? '').trim().toLowerCase();
        if (await isTaken(email).catch(() => false)) errors.email_id = SIGN_UP_MESSAGES.duplicateEmail;
      }
      if (step.sections.includes('contact')) {
        // The server refuses an e-mail or mobile nobody proved; say so here, on the field.
        for (const [channel, field, message] of [
          ['email', 'email_id', SIGN_UP_MESSAGES.emailUnverified],
          ['mobile', 'primary_number', SIGN_UP_MESSAGES.mobileUnverified],
        ] as const) {
          const value = normalizedIdentifier(channel, form.getValues()[field]);
          if (!errors[field] && needsProof(channel) && provenRef.current[channel] !== value) errors[field] = message;
        }
      }
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        const first = Object.keys(errors)[0];
        document.getElementById(`wizard-${first}`)?.focus();
        return;
      }
      if (mode === 'profile') {
        await profile!.save(form.getValues());
        const nextSaved = new Set(savedSteps).add(step.id);
        setSavedSteps(nextSaved);
        if (!last) setActive(steps[activeIndex + 1].id);
        return;
      }
      const nextSaved = new Set(savedSteps).add(step.id);
      setSavedSteps(nextSaved);
      if (last) {
        persist({ savedSteps: nextSaved });
        await submitSignUp();
        return;
      }
      const nextId = steps[activeIndex + 1].id;
      const nowOpen = openSteps(steps, form.getValues(), nextSaved);
      if (nowOpen[activeIndex + 1]) setActive(nextId);
      persist({ savedSteps: nextSaved, active: nowOpen[activeIndex + 1] ? nextId : step.id });
    } finally {
      setBusy(false);
    }
  };

  const agreeBlocks =
    step.sections.some((section) => section === 'terms' || section === 'declaration') &&
    (form.values.tc_accepted !== true || (mode === 'signup' && step.sections.includes('terms') && form.values.privacy_consent !== true));

  return (
    <WizardContext.Provider value={context}>
      <Box pos="relative" maw={1200} mx="auto" p={{ base: 'xs', sm: 'md' }}>
        <LoadingOverlay visible={submitting} loaderProps={{ children: <Text fw={600}>{t('wizard.page.loading')}</Text> }} zIndex={300} />
        <Stack gap="md">
          {mode === 'signup' ? (
            <Anchor component={Link} to="/signup" size="sm">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden />
                {t('wizard.page.back')}
              </Group>
            </Anchor>
          ) : (
            <Anchor component={Link} to="/resetpassword" size="sm">
              {t('wizard.page.changePassword')}
            </Anchor>
          )}
          <Title order={1} size="h2">
            {mode === 'signup' ? t(flow.title) : t('wizard.page.profileTitle')}
          </Title>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <Tabs
              value={step.id}
              onChange={(id) => id && goTo(id)}
              orientation={phone ? 'horizontal' : 'vertical'}
              variant={phone ? 'outline' : 'pills'}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('wizard.page.steps', { title: t(flow.title) })} style={phone ? { flexWrap: 'nowrap', overflowX: 'auto' } : { minWidth: 200 }}>
                {steps.map((candidate, index) => (
                  <Tabs.Tab
                    key={candidate.id}
                    value={candidate.id}
                    disabled={!open[index]}
                    leftSection={open[index] ? <Text span fw={700} size="sm">{index + 1}</Text> : <IconLock size={14} aria-hidden />}
                    title={open[index] || !candidate.unlock ? undefined : t('wizard.lock.opensOnce', { rule: describeRule(t, candidate.unlock) })}
                  >
                    {t(candidate.label)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {steps.map((candidate) => (
                <Tabs.Panel key={candidate.id} value={candidate.id} px={{ base: 0, sm: 'md' }} pt={{ base: 'md', sm: 0 }}>
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      void saveAndContinue();
                    }}
                  >
                    <Stack gap="lg">
                      <Title order={2} size="h4">{t(candidate.label)}</Title>
                      {candidate.sections.map((section) => {
                        const Section = SECTIONS[section];
                        return <Section key={section} />;
                      })}
                      <Group justify="flex-end">
                        <Button type="submit" loading={busy} disabled={agreeBlocks}>
                          {t(mode === 'profile' ? 'wizard.page.save' : 'wizard.page.saveAndContinue')}
                        </Button>
                      </Group>
                    </Stack>
                  </form>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Stack>
        <Modal
          opened={succeeded}
          onClose={() => undefined}
          withCloseButton={false}
          closeOnClickOutside={false}
          closeOnEscape={false}
          centered
          title={t('wizard.page.signedUp')}
        >
          <Stack>
            <Text>{t('wizard.message.signUpSuccess')}</Text>
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  setTimeout(() => navigate('/login'), SUCCESS_REDIRECT_MS);
                }}
                data-autofocus
              >
                {t('wizard.page.ok')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Box>
    </WizardContext.Provider>
  );
}
