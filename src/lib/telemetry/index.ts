export {
  reportError,
  rootErrorCallbacks,
  setErrorSink,
  type ErrorReport,
  type ErrorSink,
} from './report-error';
