import { Button, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SelectField, TextField } from 'shared-ui';
import { valibotResolver } from 'shared-api';
import { respondentLoginSchema, type RespondentLoginValues } from './login-schema';
import { RESPONDENT_ROLES, type LoginKind } from './messages';

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
      mobile: values.mobile.trim(),
      kind: values.kind,
      role: values.kind === 'Respondent' ? values.role : '',
    }),
  });

  const kind = form.values.kind;

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form.getValues()))} noValidate>
      <Stack gap="md">
        <TextField
          label="Case Number"
          placeholder="e.g. ARB-00012 or MED-00004"
          autoComplete="off"
          autoCapitalize="characters"
          size="md"
          required
          {...form.getInputProps('caseNumber')}
        />
        <TextField
          label="Email"
          placeholder="Your email (optional)"
          type="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          {...form.getInputProps('email')}
        />
        <TextField
          label="Mobile Number"
          placeholder="10-digit mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          size="md"
          required
          {...form.getInputProps('mobile')}
        />
        <Radio.Group label="I am the" size="md" {...form.getInputProps('kind')}>
          <Group gap="xl" mt="xs">
            <Radio value="Respondent" label="Respondent" size="md" />
            <Radio value="Advocate" label="Advocate" size="md" />
          </Group>
        </Radio.Group>
        {kind === 'Respondent' && (
          <SelectField
            label="Role"
            placeholder="Select your role"
            data={RESPONDENT_ROLES}
            size="md"
            required
            {...form.getInputProps('role')}
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Get OTP
        </Button>
      </Stack>
    </form>
  );
}
