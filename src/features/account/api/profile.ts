// Profile and password. The server decides whose profile it is (the session's user; the contract sends no id,
// unlike the backend's form); its answer is the updated user, so the start data is refetched to show it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, updateProfile } from '@/api-generated/endpoints/account/account';
import { accountCheckQueryKey } from '@/domain/session';
import { startDataQueryKey } from '@/lib/start-data';
import type { ChangePasswordRequest, UpdateProfileRequest } from '@/api-generated/model';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-profile'],
    mutationFn: (body: UpdateProfileRequest) => updateProfile(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: startDataQueryKey() }),
        queryClient.invalidateQueries({ queryKey: accountCheckQueryKey() }),
      ]),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-password'],
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    // A first password flips `is_password_set`, which decides whether the form asks for the current one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: startDataQueryKey() }),
  });
}
