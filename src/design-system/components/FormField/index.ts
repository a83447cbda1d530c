export { FormField, type FormFieldProps } from './FormField';
export { useFieldControl, useFormField, type FormFieldContextValue } from './context';
