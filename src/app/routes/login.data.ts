import { phoneCountriesQueryOptions } from '@/features/sign-in/phone/phone-countries';
import { moduleIsOn, settled, type RouteLoader } from './route-data';

/**
 * `/login` and `/register`: with phone sign-in on (`otp_system`), the shop's countries for the phone tab's
 * country-code picker, started with the navigation and not awaited (the e-mail tab opens first).
 */
export const loader: RouteLoader = async ({ queryClient }) => {
  if (await moduleIsOn(queryClient, 'phoneSignIn')) {
    void settled(queryClient.ensureQueryData(phoneCountriesQueryOptions()));
  }
  return null;
};
