export { ReplyForm, type ReplyFormProps } from './ReplyForm';
