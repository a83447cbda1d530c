// check-auth (backend-api §2.9), the account area's own question: the signed-in user with the wallet balance, the
// reward points, and `download_urls`, whether any of their orders has files to download (the navigation's "Digital
// Product Orders"). The backend's account sidebar asks it on every account page; so does ours. A failure only
// leaves that entry out and the figures as a dash (the page's own content says its failures), so only a refusal in
// the server's words is toasted.
import { getCheckAuthQueryKey, getCheckAuthQueryOptions } from '@/api-generated/endpoints/auth/auth';

export const accountCheckQueryOptions = () =>
  getCheckAuthQueryOptions({ query: { meta: { errorToast: false } } });

/** Its key, for the account's changes that alter the user it answers (profile, wallet balance). */
export const accountCheckQueryKey = () => getCheckAuthQueryKey();
