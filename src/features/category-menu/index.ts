export { CategoryMenu } from './CategoryMenu';
export { CategoryAccordion } from './CategoryAccordion';
