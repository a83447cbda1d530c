export declare const E2E_BUILDS: Record<'chromium' | 'faithful' | 'server-render', string>;
export declare function builtThen(
  project: keyof typeof E2E_BUILDS,
  serve: string,
  env?: Record<string, string | undefined>,
): string;
