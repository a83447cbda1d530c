export { AccountMenu } from './AccountMenu';
export { useLogout } from './api/logout';
