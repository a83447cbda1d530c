export function minimalAppGzip(): Promise<number>;
export function buildMinimalApp(outDir: string, root?: string): Promise<Record<string, { file: string }>>;
export function serveMinimalApp(options: {
  port: number;
  http1: boolean;
  root?: string;
}): Promise<{ port: number; stop: () => void }>;
