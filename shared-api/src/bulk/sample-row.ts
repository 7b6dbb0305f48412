/**
 * A valid bulk row (an enterprise lender, a borrower and a guarantor) numbered `i`, for the
 * bulk tests and the import and parse benchmarks (rows that pass `checkBulkRow`).
 */
export function sampleBulkRow(i: number, userEmail: string): Record<string, string> {
  const mobile = (base: number) => String(base + (i % 1_000_000)).padStart(10, '9');
  return {
    user_email_id: userEmail,
    agreement_number: `LN-${String(i).padStart(7, '0')}`,
    date_of_agreement: '15-04-2023',
    disputed_value: String(50_000 + (i % 1000) * 100),
    nature_of_dispute: 'Loan Recovery',
    composition_of_tribunal: 'Sole',
    loan_amount: '250000',
    no_of_instalments: '24',
    claimant_customer_type: 'Enterprise',
    claimant_company_name: 'Example Finance Ltd',
    claimant_email: userEmail,
    claimant_mobile: '9876543210',
    claimant_taluk: 'Haveli',
    claimant_district: 'Pune',
    claimant_state: 'Maharashtra',
    claimant_pin_code: '411001',
    borrower_respondent_type: 'Individual',
    borrower_salutation: 'Mr',
    borrower_name1: `Borrower ${i}`,
    borrower_fathers_name: 'Suresh Kumar',
    borrower_mobile: mobile(9_100_000_000),
    borrower_streetvillage: 'MG Road',
    borrower_taluk: 'Mysore',
    borrower_district: 'Mysore',
    borrower_state: 'Karnataka',
    borrower_pin_code: '570001',
    guarantor_respondent_type: 'Individual',
    guarantor_name1: `Guarantor ${i}`,
    guarantor_fathers_name: 'Ramesh Rao',
    guarantor_mobile: mobile(9_200_000_000),
    guarantor_taluk: 'Haveli',
    guarantor_district: 'Pune',
    guarantor_state: 'Maharashtra',
    guarantor_pin_code: '411002',
  };
}
