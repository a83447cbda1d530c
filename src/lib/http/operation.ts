/** `GET /home/product-details/abc`: method and path, query and fragment stripped, for error messages and logs. */
export const describeOperation = (method: string, url: string): string => {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      // keep the raw text; the request itself will fail with a clearer error
    }
  }
  path = path.replace(/[?#].*$/s, '');
  return `${method.toUpperCase()} ${path.startsWith('/') ? path : `/${path}`}`;
};
