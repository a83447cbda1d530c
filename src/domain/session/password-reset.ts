import { useMutation } from '@tanstack/react-query';
import { createNewPassword, requestPasswordReset } from '@/api-generated/endpoints/auth/auth';
import type { CreateNewPasswordRequest, RequestPasswordResetRequest } from '@/api-generated/model';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationKey: ['reset-password'],
    mutationFn: (body: RequestPasswordResetRequest) => requestPasswordReset(body),
  });

export const useCreateNewPassword = () =>
  useMutation({
    mutationKey: ['create-new-password'],
    mutationFn: (body: CreateNewPasswordRequest) => createNewPassword(body),
  });
