export declare const FIRST_LOAD_BUDGETS: Readonly<{ shellLogin: number; respondentPortal: number; remoteFirstScreen: number }>;
export declare const INTERIM_CEILINGS: Readonly<Record<string, number>>;
export declare const CHECKED_BUDGETS: Readonly<Record<string, number>>;
export type BudgetKey = keyof typeof FIRST_LOAD_BUDGETS;
export interface MeasuredPage {
  page: string;
  budgetKey: string;
  bytes: number;
}
export declare function brotliBytes(file: string): number;
export declare function checkBudgets(pages: MeasuredPage[], budgets?: Record<string, number>): string[];
export declare function formatKb(bytes: number): string;
