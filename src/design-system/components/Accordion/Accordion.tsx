import { createElement, type ReactNode, type Ref } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { Icon } from '../Icon/Icon';
import * as styles from './Accordion.css';

export const ACCORDION_TYPES = ['single', 'multiple'] as const;
export type AccordionType = (typeof ACCORDION_TYPES)[number];

export type AccordionItem = {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

type Common = {
  items: AccordionItem[];
  /** Level of each item's heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
};

type Single = {
  type?: 'single';
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** The open item can be closed again (single mode). */
  collapsible?: boolean;
};

type Multiple = {
  type: 'multiple';
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
  collapsible?: undefined;
};

export type AccordionProps = Common & (Single | Multiple);

/** Sections that expand in place: FAQs, filters, product details on small screens. */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, ref } = props;
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className={styles.item}>
      <RadixAccordion.Header asChild>
        {createElement(
          `h${headingLevel}`,
          { className: styles.heading },
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{item.title}</span>
            <span className={styles.chevron}>
              <Icon name="chevron-down" size="sm" />
            </span>
          </RadixAccordion.Trigger>,
        )}
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        ref={ref}
        type="multiple"
        className={styles.root}
        defaultValue={props.defaultValue}
        value={props.value}
        onValueChange={props.onValueChange}
      >
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      ref={ref}
      type="single"
      collapsible={props.collapsible ?? true}
      className={styles.root}
      defaultValue={props.defaultValue}
      value={props.value}
      onValueChange={props.onValueChange}
    >
      {children}
    </RadixAccordion.Root>
  );
}
