import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/http';
import { translate } from '../providers/current-translator';
import { notify } from '../providers/toast-bridge';

/**
 * The app's query client (its errors toast in the shopper's words), as App makes it: for a server render and the
 * hydration of one, which make it themselves to put the server's answers in first.
 */
export const createAppQueryClient = (): QueryClient => createQueryClient({ notify, t: translate });
