export const KB: number;
export const budgets: {
  criticalPath: { ownCode: number; ownCodeStep: number; ceiling: number };
  route: number;
  lazy: number;
  shared: number;
  css: number;
  criticalCss: number;
  vendor: Record<string, { max: number; why: string }>;
};
