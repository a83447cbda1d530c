export function minimalAppGzip(): Promise<number>;
