export declare const LATEST_MINOR_REQUIRED: Record<string, string>;
export declare function parseVersion(
  text: string,
): { major: number; minor: number; patch: number; prerelease: string } | null;
export interface DependencyVerdict {
  name: string;
  ok: boolean;
  message: string;
}
export declare function judgeDependency(
  name: string,
  installed: string,
  latest: string | null,
): DependencyVerdict;
export declare function installedRuntimeVersions(
  pkg: { dependencies?: Record<string, string> },
  lock: { packages?: Record<string, { version?: string }> },
): Record<string, string>;
export declare function judgeDependencies(
  installed: Record<string, string>,
  latest: Record<string, string | null>,
): { verdicts: DependencyVerdict[]; failures: DependencyVerdict[] };
