// Signing in and the sign-ups that sign in at once. The demo shop (and the backend) re-assign the guest cart to the
// account, so after success the caches are renewed: the start data refetch brings the merged cart and the user.
// Every sign-in first saves the address a guest's order left waiting for this account (domain/addresses
// address-book.ts, issue 38 §6), and says what became of it (`addressBook`) for the screen to tell.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  login,
  register,
  registerByPhone,
  registerSeller,
  requestLoginOtp,
  socialLogin,
  submitLoginOtp,
} from '@/api-generated/endpoints/auth/auth';
import type {
  LoginRequest,
  RegisterByPhoneRequest,
  RegisterRequest,
  RegisterSellerRequest,
  RequestLoginOtpRequest,
  SocialLoginRequest,
  SubmitLoginOtpRequest,
} from '@/api-generated/model';
import { savePendingAddress, type PendingAddressOutcome } from '@/domain/addresses';
import { renewSessionCaches } from '@/lib/session';

/** A sign-in's answer, and what became of the address waiting for the account. */
export type SignedIn<Answer> = Answer & { addressBook: PendingAddressOutcome };

/** Once the session is the user's, the address waiting for their e-mail goes into their book. */
const withPendingAddress = async <Answer extends { user?: { email?: string | null } | null }>(
  answer: Answer,
): Promise<SignedIn<Answer>> => ({ ...answer, addressBook: await savePendingAddress(answer.user?.email) });

// The phone steps say every failure next to their field; a refusal in the server's words ("User not found",
// "Invalid OTP") is toasted as well (spec §8), a lost connection is not said twice.
const besideTheField = { errorToast: false } as const;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['login'],
    mutationFn: async (body: LoginRequest) => withPendingAddress(await login(body)),
    onSuccess: () => renewSessionCaches(queryClient),
  });
}

/** Step 1 of the phone sign-in (`otp_system`): the shop texts a one-time code to the account's phone. */
export const useRequestLoginOtp = () =>
  useMutation({
    mutationKey: ['get-otp'],
    mutationFn: (body: RequestLoginOtpRequest) => requestLoginOtp(body),
    meta: besideTheField,
  });

/** Step 2: the code signs the shopper in, with the same answer as `POST /login`. */
export function useSubmitLoginOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['submit-otp'],
    mutationFn: async (body: SubmitLoginOtpRequest) => withPendingAddress(await submitLoginOtp(body)),
    meta: besideTheField,
    onSuccess: () => renewSessionCaches(queryClient),
  });
}

/** What the provider said about the shopper goes to the backend, which finds or creates the customer. */
export function useSocialLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['social-login'],
    mutationFn: async (body: SocialLoginRequest) => withPendingAddress(await socialLogin(body)),
    onSuccess: () => renewSessionCaches(queryClient),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['register'],
    mutationFn: async (body: RegisterRequest) => {
      const answer = await register(body);
      return answer.type === 1 ? withPendingAddress(answer) : { ...answer, addressBook: 'none' as const };
    },
    // Phone sign-ups are signed in at once (type 1); e-mail sign-ups must activate their account first.
    onSuccess: async (answer) => {
      if (answer.type === 1) await renewSessionCaches(queryClient);
    },
  });
}

/** Step 1 of the phone sign-up: a pending registration and a code by SMS (resend after 2 minutes). */
export const useRegisterByPhone = () =>
  useMutation({
    mutationKey: ['register-by-phone'],
    mutationFn: (body: RegisterByPhoneRequest) => registerByPhone(body),
    meta: besideTheField,
  });

export function useRegisterSeller() {
  return useMutation({
    mutationKey: ['seller-register'],
    mutationFn: (body: RegisterSellerRequest) => registerSeller(body),
  });
}
