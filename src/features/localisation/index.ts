export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { CurrencySwitcher } from './CurrencySwitcher';
