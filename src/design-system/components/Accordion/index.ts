export { Accordion, ACCORDION_TYPES } from './Accordion';
export type { AccordionItem, AccordionProps, AccordionType } from './Accordion';
