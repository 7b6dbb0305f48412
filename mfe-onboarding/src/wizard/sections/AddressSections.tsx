import { SimpleGrid } from '@mantine/core';
import { SelectField, TextField } from 'shared-ui';
import { useDistricts, useStates } from '../api';
import { bind, str, useWizard } from '../context';
import { useTranslation } from '../i18n';

/** State → district (loaded for the state) → pin code; taluk required for claimants and advocates. */
export function AddressSection() {
  const { t } = useTranslation();
  const { form, flow } = useWizard();
  const state = str(form.values.state);
  const district = str(form.values.district);
  const states = useStates();
  const districts = useDistricts(state);
  const districtOptions = districts.data ?? [];
  const districtData = district && !districtOptions.includes(district) ? [district, ...districtOptions] : districtOptions;
  const talukRequired = flow.id === 'claimant' || flow.id === 'advocate';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <TextField label={t('wizard.address.flat')} {...bind(form, 'flathouse_no')} />
      <TextField label={t('wizard.address.street')} {...bind(form, 'streetvillage')} />
      <TextField label={t('wizard.address.landmark')} {...bind(form, 'landmark')} />
      <SelectField
        label={t('wizard.address.state')}
        required
        data={states.data ?? (state ? [state] : [])}
        placeholder={t(states.isPending ? 'wizard.field.loading' : 'wizard.field.select')}
        {...bind(form, 'state')}
        onChange={(event) => {
          form.setFieldValue('state', event.currentTarget.value);
          form.setFieldValue('district', '');
        }}
      />
      <SelectField
        label={t('wizard.address.district')}
        required
        data={districtData}
        disabled={!state}
        placeholder={t(state && districts.isFetching ? 'wizard.field.loading' : state ? 'wizard.field.select' : 'wizard.address.stateFirst')}
        {...bind(form, 'district')}
      />
      <TextField label={t('wizard.address.city')} {...bind(form, 'city')} />
      <TextField label={t('wizard.address.taluk')} required={talukRequired} {...bind(form, 'taluk')} />
      <TextField label={t('wizard.address.postOffice')} {...bind(form, 'post_office')} />
      <TextField label={t('wizard.address.pincode')} required inputMode="numeric" maxLength={6} {...bind(form, 'pin_code')} />
    </SimpleGrid>
  );
}

/** Aadhaar and PAN: always for neutrals and experts, for Individuals only among claimants and advocates. */
export function IdentitySection() {
  const { t } = useTranslation();
  const { form } = useWizard();
  if (form.values.customer_type === 'Enterprise') return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField
        label={t('wizard.identity.aadhaar')}
        required
        inputMode="numeric"
        autoComplete="off"
        description={t('wizard.identity.aadhaarNote')}
        {...bind(form, 'aadhar_number')}
      />
      <TextField label={t('wizard.identity.pan')} required maxLength={10} autoCapitalize="characters" {...bind(form, 'arb_pan')} />
    </SimpleGrid>
  );
}
