export const KB: number;
export const budgets: {
  criticalPath: { max: number; goal: number };
  route: number;
  lazy: number;
  shared: number;
  css: number;
  criticalCss: number;
  vendor: Record<string, { max: number; why: string }>;
};
