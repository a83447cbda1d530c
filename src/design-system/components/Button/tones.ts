// The tones and variants Button and IconButton share (and any future pressable); their colours: tones.css.ts.
export const buttonTones = ['accent', 'neutral', 'critical', 'positive'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
