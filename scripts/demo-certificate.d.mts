/** The demo shop's self-signed certificate and key (one PEM), made once under `cacheDir`. */
export declare function demoCertificate(cacheDir?: string): Promise<string>;
