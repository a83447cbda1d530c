// Defence in depth for path parameters: a request reaches the route its path names, or it is not sent. The URL
// parser resolves `.` and `..` segments (also spelled `%2e`, or with a `\` or a tab it rewrites or drops) before the
// request leaves, and the backend matches routes on the percent-decoded path (Laravel), where `%2F` and `%5C` are
// separators. Either way `/home/product-details/..%2F..%2Flogout` would call `/logout` with the shopper's cookies.

const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
const SCHEME_AND_HOST = /^[a-z][a-z\d+.-]*:\/\/[^/\\?#]*/i;
const encoder = new TextEncoder();

const hexBytes = (text: string): string =>
  Array.from(encoder.encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A segment as the bytes the server reads: the parser percent-encodes spaces and non-ASCII characters (`café` →
 * `caf%C3%A9`), which is the same segment, while any change to the segments themselves is not.
 */
const segmentBytes = (segment: string): string =>
  segment
    .split(/(%[\da-f]{2})/i)
    .map((part, index) => (index % 2 === 1 ? part.slice(1).toLowerCase() : hexBytes(part)))
    .join('');

const pathSegments = (path: string): string[] => path.split('/').map(segmentBytes);

/**
 * Why `target` (an absolute address) would reach another path than the one written in it, or `undefined` when it
 * reaches exactly that path. Unicode, spaces, `%` and dots inside a segment (`v1.2`, `...`) are all fine.
 */
export const pathChangeReason = (target: string): string | undefined => {
  const written = target.replace(SCHEME_AND_HOST, '').split(/[?#]/, 1)[0] ?? '';
  const segment = written.split('/').find((part) => ENCODED_SEPARATOR.test(part));
  if (segment !== undefined)
    return `the path segment "${segment}" hides a "/" or "\\" the server would split on`;
  let sent: string;
  try {
    sent = new URL(target).pathname;
  } catch {
    return `"${written}" is not a valid address`;
  }
  const asWritten = pathSegments(written);
  const asSent = pathSegments(sent);
  if (asWritten.length !== asSent.length || asWritten.some((bytes, index) => bytes !== asSent[index])) {
    return `the path "${written}" would be sent as "${sent}"`;
  }
  return undefined;
};
