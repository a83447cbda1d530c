/** What the finders read of the machine; tests pass their own. */
export interface ChromiumHost {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  list: (dir: string) => string[];
}
export declare const SYSTEM_CHROMIUM: readonly string[];
export declare const SYSTEM_HEADLESS_SHELL: readonly string[];
export declare function findChromium(host?: ChromiumHost): string | undefined;
export declare function findHeadlessShell(host?: ChromiumHost): string | undefined;
export declare function findJourneyChromium(host?: ChromiumHost): string | undefined;
