// The sign-up's phone tab has the same country-code picker as the sign-in's.
export { loader } from './login.data';
