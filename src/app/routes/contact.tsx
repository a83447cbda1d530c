import { ContactScreen } from '@/features/pages';

/** /contact (and /contact?seller=<id> from a shop's page) */
export const Component = ContactScreen;
