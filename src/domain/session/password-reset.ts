import { useMutation } from '@tanstack/react-query';
import { createNewPassword, requestPasswordReset } from '@/api-generated/endpoints/auth/auth';
import type { CreateNewPasswordRequest, RequestPasswordResetRequest } from '@/api-generated/model';
import { SHOWN_BESIDE_THE_FIELDS } from '@/lib/http';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationKey: ['reset-password'],
    meta: SHOWN_BESIDE_THE_FIELDS,
    mutationFn: (body: RequestPasswordResetRequest) => requestPasswordReset(body),
  });

export const useCreateNewPassword = () =>
  useMutation({
    mutationKey: ['create-new-password'],
    meta: SHOWN_BESIDE_THE_FIELDS,
    mutationFn: (body: CreateNewPasswordRequest) => createNewPassword(body),
  });
