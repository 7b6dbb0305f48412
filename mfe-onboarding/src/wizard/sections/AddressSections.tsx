import { SimpleGrid } from '@mantine/core';
import { SelectField, TextField } from 'shared-ui';
import { useDistricts, useStates } from '../api';
import { bind, str, useWizard } from '../context';

/** State → district (loaded for the state) → pin code; taluk required for claimants and advocates. */
export function AddressSection() {
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
      <TextField label="Flat/House No" {...bind(form, 'flathouse_no')} />
      <TextField label="Street/Village" {...bind(form, 'streetvillage')} />
      <TextField label="Landmark" {...bind(form, 'landmark')} />
      <SelectField
        label="State"
        required
        data={states.data ?? (state ? [state] : [])}
        placeholder={states.isPending ? 'Loading…' : 'Select'}
        {...bind(form, 'state')}
        onChange={(event) => {
          form.setFieldValue('state', event.currentTarget.value);
          form.setFieldValue('district', '');
        }}
      />
      <SelectField
        label="District"
        required
        data={districtData}
        disabled={!state}
        placeholder={state && districts.isFetching ? 'Loading…' : state ? 'Select' : 'Choose a state first'}
        {...bind(form, 'district')}
      />
      <TextField label="City" {...bind(form, 'city')} />
      <TextField label="Taluk" required={talukRequired} {...bind(form, 'taluk')} />
      <TextField label="Post Office" {...bind(form, 'post_office')} />
      <TextField label="Pincode" required inputMode="numeric" maxLength={6} {...bind(form, 'pin_code')} />
    </SimpleGrid>
  );
}

/** Aadhaar and PAN: always for neutrals and experts, for Individuals only among claimants and advocates. */
export function IdentitySection() {
  const { form } = useWizard();
  if (form.values.customer_type === 'Enterprise') return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField
        label="Aadhaar Number"
        required
        inputMode="numeric"
        autoComplete="off"
        description="Stored encrypted; shown to others masked."
        {...bind(form, 'aadhar_number')}
      />
      <TextField label="PAN Number" required maxLength={10} autoCapitalize="characters" {...bind(form, 'arb_pan')} />
    </SimpleGrid>
  );
}
