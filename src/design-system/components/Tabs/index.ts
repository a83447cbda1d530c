export { Tabs, TABS_VARIANTS } from './Tabs';
export type { TabItem, TabsProps, TabsVariant } from './Tabs';
