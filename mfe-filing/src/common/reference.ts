import { useReferenceList } from 'shared-ui';

// SPEC §7 lookups: states, districts (on the state choice) and salutations come from shared-ui.
export { useDistricts, useSalutations, useStates } from 'shared-ui';
export const useIndustryTypes = () => useReferenceList('Industry Type', 'industry', 52);
export const useNaturesOfDispute = () => useReferenceList('Nature of Dispute', 'nature_of_dispute', 100);
