export { SectionErrorBoundary, type SectionErrorBoundaryProps } from './SectionErrorBoundary';
