import { SimpleGrid } from '@mantine/core';
import { SelectField, TextField } from 'shared-ui';
import { useDistricts, useStates } from '../common/reference';
import { bind, type FilingForm } from './form-helpers';
import { useTranslation } from './i18n';

interface AddressFieldsProps {
  form: FilingForm;
  /** Makes the ids unique when two forms are on one page. */
  idPrefix: string;
}

/** Address block of a claimant or respondent; choosing a state loads its districts. */
export function AddressFields({ form, idPrefix }: AddressFieldsProps) {
  const { t } = useTranslation();
  const state = form.values.state ?? '';
  const district = form.values.district ?? '';
  const states = useStates();
  const districts = useDistricts(state);
  const districtOptions = districts.data ?? [];
  // A district saved earlier stays choosable while the list loads.
  const districtData = district && !districtOptions.includes(district) ? [district, ...districtOptions] : districtOptions;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
      <TextField id={`${idPrefix}-flathouse_no`} label={t('filing.wizard.address.flathouse_no')} {...bind(form, 'flathouse_no')} />
      <TextField id={`${idPrefix}-landmark`} label={t('filing.wizard.address.landmark')} {...bind(form, 'landmark')} />
      <TextField id={`${idPrefix}-streetvillage`} label={t('filing.wizard.address.streetvillage')} {...bind(form, 'streetvillage')} />
      <SelectField
        id={`${idPrefix}-state`}
        label={t('filing.wizard.address.state')}
        required
        data={states.data ?? (state ? [state] : [])}
        placeholder={states.isPending ? t('filing.wizard.address.loading') : t('filing.wizard.address.select')}
        {...bind(form, 'state')}
        onChange={(event) => {
          form.setFieldValue('state', event.currentTarget.value);
          form.setFieldValue('district', '');
        }}
      />
      <SelectField
        id={`${idPrefix}-district`}
        label={t('filing.wizard.address.district')}
        required
        data={districtData}
        disabled={!state}
        placeholder={
          state && districts.isFetching
            ? t('filing.wizard.address.loading')
            : state
              ? t('filing.wizard.address.select')
              : t('filing.wizard.address.stateFirst')
        }
        {...bind(form, 'district')}
        onChange={(event) => form.setFieldValue('district', event.currentTarget.value)}
      />
      <TextField id={`${idPrefix}-city`} label={t('filing.wizard.address.city')} {...bind(form, 'city')} />
      <TextField id={`${idPrefix}-taluk`} label={t('filing.wizard.address.taluk')} required {...bind(form, 'taluk')} />
      <TextField id={`${idPrefix}-post_office`} label={t('filing.wizard.address.post_office')} {...bind(form, 'post_office')} />
      <TextField
        id={`${idPrefix}-pin_code`}
        label={t('filing.wizard.address.pin_code')}
        required
        inputMode="numeric"
        maxLength={6}
        {...bind(form, 'pin_code')}
      />
    </SimpleGrid>
  );
}
