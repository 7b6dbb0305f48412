import { SimpleGrid } from '@mantine/core';
import { SelectField, TextField } from 'shared-ui';
import { useDistricts, useStates } from '../common/reference';
import { bind, type FilingForm } from './form-helpers';

interface AddressFieldsProps {
  form: FilingForm;
  /** Makes the ids unique when two forms are on one page. */
  idPrefix: string;
}

/** Address block of a claimant or respondent; choosing a state loads its districts. */
export function AddressFields({ form, idPrefix }: AddressFieldsProps) {
  const state = form.values.state ?? '';
  const district = form.values.district ?? '';
  const states = useStates();
  const districts = useDistricts(state);
  const districtOptions = districts.data ?? [];
  // A district saved earlier stays choosable while the list loads.
  const districtData = district && !districtOptions.includes(district) ? [district, ...districtOptions] : districtOptions;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
      <TextField id={`${idPrefix}-flathouse_no`} label="Flat/House No" {...bind(form, 'flathouse_no')} />
      <TextField id={`${idPrefix}-landmark`} label="Landmark" {...bind(form, 'landmark')} />
      <TextField id={`${idPrefix}-streetvillage`} label="Street/Village" {...bind(form, 'streetvillage')} />
      <SelectField
        id={`${idPrefix}-state`}
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
        id={`${idPrefix}-district`}
        label="District"
        required
        data={districtData}
        disabled={!state}
        placeholder={state && districts.isFetching ? 'Loading…' : state ? 'Select' : 'Choose a state first'}
        {...bind(form, 'district')}
        onChange={(event) => form.setFieldValue('district', event.currentTarget.value)}
      />
      <TextField id={`${idPrefix}-city`} label="City" {...bind(form, 'city')} />
      <TextField id={`${idPrefix}-taluk`} label="Taluk" required {...bind(form, 'taluk')} />
      <TextField id={`${idPrefix}-post_office`} label="Post Office" {...bind(form, 'post_office')} />
      <TextField
        id={`${idPrefix}-pin_code`}
        label="Pincode"
        required
        inputMode="numeric"
        maxLength={6}
        {...bind(form, 'pin_code')}
      />
    </SimpleGrid>
  );
}
