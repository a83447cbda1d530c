// Signing in and signing up: the sign-in, registration (shopper and seller) and password-reset screens. The
// account area a signed-in shopper uses is features/account.
export { LoginScreen, backendPanel } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
export type { DemoAccount } from './DemoAccounts';
export type { SocialSignIn } from './social/social-sign-in';
export { RegisterScreen } from './RegisterScreen';
export { SellerRegisterScreen } from './SellerRegisterScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { SetNewPasswordScreen } from './SetNewPasswordScreen';
export { GuestSignUpOffer } from './GuestSignUpOffer';
export type { GuestSignUpOfferProps } from './GuestSignUpOffer';
