// The newsletter's one request: subscribe an address (`POST /home/subscribers`); a 422 carries the field's message.
import { useSubscribe } from '@/api-generated/endpoints/settings/settings';

export const useNewsletterSubscription = () => useSubscribe();
