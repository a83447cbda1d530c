export {
  Panel,
  panelElements,
  panelPaddings,
  panelRadii,
  panelTones,
  panelVariants,
  type PanelProps,
} from './Panel';
