import { useMutation } from '@tanstack/react-query';
import { createNewPassword, requestPasswordReset } from '@/api-generated/endpoints/auth/auth';
import type { CreateNewPasswordBody, RequestPasswordResetBody } from '@/api-generated/model';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationKey: ['reset-password'],
    mutationFn: (body: RequestPasswordResetBody) => requestPasswordReset(body),
  });

export const useCreateNewPassword = () =>
  useMutation({
    mutationKey: ['create-new-password'],
    mutationFn: (body: CreateNewPasswordBody) => createNewPassword(body),
  });
