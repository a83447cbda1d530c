export { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';
export { NewsletterPopup, NEWSLETTER_POPUP_DELAY_MS, type NewsletterPopupProps } from './NewsletterPopup';
