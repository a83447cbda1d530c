// The demo shop's self-signed certificate for localhost and 127.0.0.1 (DEMO_HTTPS=1, ADR 060), made once by Vite's
// basic-ssl plugin and kept under `cacheDir`: the one the demo server's TLS front and the bench's floor both serve.
export async function demoCertificate(cacheDir = 'node_modules/.cache') {
  const { getCertificate } = await import('@vitejs/plugin-basic-ssl');
  return getCertificate(`${cacheDir}/demo-server-tls`, 'marketfront-demo', ['localhost', '127.0.0.1']);
}
