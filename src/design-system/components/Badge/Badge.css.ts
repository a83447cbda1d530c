import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Each tone pairs a strong colour with its tinted surface; both pairings keep text at ≥ 4.5:1.
const tones = {
  neutral: {
    strong: vars.color.text,
    onStrong: vars.color.surface,
    soft: vars.color.surfaceSunken,
    ink: vars.color.text,
  },
  accent: {
    strong: vars.color.accent,
    onStrong: vars.color.accentText,
    soft: vars.color.accentSurface,
    ink: vars.color.accentInk,
  },
  positive: {
    strong: vars.color.positive,
    onStrong: vars.color.surface,
    soft: vars.color.positiveSurface,
    ink: vars.color.positive,
  },
  critical: {
    strong: vars.color.critical,
    onStrong: vars.color.surface,
    soft: vars.color.criticalSurface,
    ink: vars.color.critical,
  },
  caution: {
    strong: vars.color.caution,
    onStrong: vars.color.surface,
    soft: vars.color.cautionSurface,
    ink: vars.color.caution,
  },
  info: {
    strong: vars.color.info,
    onStrong: vars.color.surface,
    soft: vars.color.infoSurface,
    ink: vars.color.info,
  },
} as const;

type Tone = keyof typeof tones;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxInlineSize: '100%',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderRadius: vars.radius.pill,
    border: `${vars.size.hairline} solid transparent`,
  },
  variants: {
    tone: Object.fromEntries(Object.keys(tones).map((tone) => [tone, {}])) as Record<Tone, object>,
    variant: { solid: {}, subtle: {}, outline: { backgroundColor: vars.color.surface } },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: vars.space['0.5'], paddingInline: vars.space['2'] },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space['1'], paddingInline: vars.space['3'] },
    },
  },
  compoundVariants: (Object.keys(tones) as Tone[]).flatMap((tone) => [
    {
      variants: { tone, variant: 'solid' as const },
      style: { backgroundColor: tones[tone].strong, color: tones[tone].onStrong },
    },
    {
      variants: { tone, variant: 'subtle' as const },
      style: { backgroundColor: tones[tone].soft, color: tones[tone].ink },
    },
    {
      variants: { tone, variant: 'outline' as const },
      style: { borderColor: tones[tone].ink, color: tones[tone].ink },
    },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'sm' },
});
