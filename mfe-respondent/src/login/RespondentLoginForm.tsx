import { Button, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SelectField, TextField } from 'shared-ui';
import { valibotResolver } from 'shared-api';
import { respondentLoginSchema, type RespondentLoginValues } from './login-schema';
import { normalizeIndianMobile } from 'shared-api/rules';
import { useTranslation } from '../i18n';
import { RESPONDENT_LOGIN_MESSAGES, RESPONDENT_ROLES, type LoginKind } from './messages';

/** The schema's messages are the SPEC's English; shown through the catalogue in the chosen language. */
const ERROR_IDS = new Map<string, string>(
  Object.entries(RESPONDENT_LOGIN_MESSAGES).map(([key, english]) => [english, `login.error.${key}`]),
);

export interface RespondentLoginFormValues {
  caseNumber: string;
  email: string;
  mobile: string;
  kind: LoginKind;
  role: string;
}

export interface RespondentLoginFormProps {
  initialValues: RespondentLoginFormValues;
  submitting: boolean;
  onSubmit: (values: RespondentLoginValues, raw: RespondentLoginFormValues) => void;
}

/** SPEC §2 "Respondent login": case number, e-mail, mobile, Respondent or Advocate, and the role. */
export function RespondentLoginForm({ initialValues, submitting, onSubmit }: RespondentLoginFormProps) {
  const form = useForm<RespondentLoginFormValues, (values: RespondentLoginFormValues) => RespondentLoginValues>({
    mode: 'controlled',
    initialValues,
    validate: valibotResolver(respondentLoginSchema),
    validateInputOnBlur: true,
    transformValues: (values) => ({
      caseNumber: values.caseNumber.trim().toUpperCase(),
      email: values.email.trim(),
      mobile: normalizeIndianMobile(values.mobile),
      kind: values.kind,
      role: values.kind === 'Respondent' ? values.role : '',
    }),
  });

  const kind = form.values.kind;
  const { t } = useTranslation();
  /** A field's props with its error message in the chosen language. */
  const field = (name: keyof RespondentLoginFormValues) => {
    const props = form.getInputProps(name);
    const id = typeof props.error === 'string' ? ERROR_IDS.get(props.error) : undefined;
    return id ? { ...props, error: t(id) } : props;
  };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form.getValues()))} noValidate>
      <Stack gap="md">
        <TextField
          label={t('login.caseNumber')}
          placeholder={t('login.caseNumberPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          size="md"
          required
          {...field('caseNumber')}
        />
        <TextField
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          {...field('email')}
        />
        <TextField
          label={t('login.mobile')}
          placeholder={t('login.mobilePlaceholder')}
          type="tel"
          // +91, 0 and spaces may be typed (and are dropped): no 10-character cap that would cut them.
          inputMode="tel"
          autoComplete="tel-national"
          size="md"
          required
          {...field('mobile')}
        />
        <Radio.Group label={t('login.iAm')} size="md" {...field('kind')}>
          <Group gap="xl" mt="xs">
            <Radio value="Respondent" label={t('login.kind.Respondent')} size="md" />
            <Radio value="Advocate" label={t('login.kind.Advocate')} size="md" />
          </Group>
        </Radio.Group>
        {kind === 'Respondent' && (
          <SelectField
            label={t('login.role')}
            placeholder={t('login.rolePlaceholder')}
            data={RESPONDENT_ROLES.map((role) => ({ value: role, label: t(`login.role.${role}`) }))}
            size="md"
            required
            {...field('role')}
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('login.getOtp')}
        </Button>
      </Stack>
    </form>
  );
}
