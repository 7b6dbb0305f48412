export declare const ROOT: string;
export declare const PACKAGES: readonly string[];
export declare const RESPONDENT_FACING: readonly string[];
export declare function catalogueDirs(): string[];
