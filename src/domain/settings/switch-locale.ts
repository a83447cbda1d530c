// Language and currency changes. Both are GETs in the backend that change the session, so they are mutations
// here. A language change reloads the page (the backend renders direction and keywords into it; the demo shop
// refetches its start data on load); a currency change refreshes the start data, so every price re-renders.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCurrency, changeLocale } from '@/api-generated/endpoints/settings/settings';
import { startDataQueryKey } from '@/lib/start-data';

export const reloadPage = () => window.location.reload();

export function useChangeLanguage(reload: () => void = reloadPage) {
  return useMutation({
    mutationKey: ['changeLocale'],
    mutationFn: (locale: string) => changeLocale(locale),
    onSuccess: () => reload(),
  });
}

export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['changeCurrency'],
    mutationFn: (code: string) => changeCurrency(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: startDataQueryKey() }),
  });
}
