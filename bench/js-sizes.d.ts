// Types of bench/js-sizes.js, for the test that holds the budgets (tests/faults/js-budget.test.ts).
export type RouteJs = { total: number; framework: number; libraries: number; app: number; manifest: number; files: string[] };
/** A budget in KB of 1000 bytes (decision 029). */
export type Budget = { page: string; routes: string[]; kb: number };
export declare const KB: 1000;
export declare const budgets: Budget[];
export declare function jsPerRoute(root: string): Record<string, RouteJs>;
export declare function budgetRows(js: Record<string, RouteJs>): Array<Budget & { bytes: number; measured: RouteJs | null; met: boolean }>;
export declare function printJs(js: Record<string, RouteJs>, log?: (line: string) => void): void;
/** What a running built server's page makes the browser load, gzip (decision 034). */
export declare function jsOfPage(root: string, base: string, pagePath: string): Promise<{ total: number; files: string[] }>;
