let counter = 0;

/** Letters only, unique per run and test: respondent names and agreement numbers must not collide. */
export function uniqueStamp(): string {
  counter += 1;
  const value = Date.now() * 100 + counter + Math.floor(Math.random() * 50);
  return value.toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]).toUpperCase();
}

/** A 10-digit mobile number starting with 9 that no demo respondent uses. */
export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}
