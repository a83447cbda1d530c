export { AccountMenu } from './AccountMenu';
export { useLogout } from './api/logout';
export { LoginScreen, backendPanel } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
export type { DemoAccount } from './DemoAccounts';
export { RegisterScreen } from './RegisterScreen';
export { SellerRegisterScreen } from './SellerRegisterScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { SetNewPasswordScreen } from './SetNewPasswordScreen';
