export { RangeSlider, type RangeSliderProps, type RangeValue } from './RangeSlider';
