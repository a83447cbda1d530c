import { useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useFieldControl, useFormField } from '../FormField/context';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { fileName, row } from './FileInput.css';

export type FileInputProps = {
  /** Same as the input attribute, e.g. "image/*,.pdf". */
  accept?: string;
  multiple?: boolean;
  name?: string;
  onChange?: (files: File[]) => void;
  /** Text of the button, e.g. "Choose file". */
  buttonLabel: string;
  /** Shown while nothing is chosen, e.g. "No file chosen". */
  noFileText: string;
  /** Name of the clear button, e.g. "Remove file". */
  clearLabel: string;
  /** Text for the chosen files; defaults to their names separated by commas. */
  formatSelection?: (files: File[]) => string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

const names = (files: File[]) => files.map((f) => f.name).join(', ');

/**
 * File picker with a styled button, the chosen file name and a clear button. The real <input type=file> is
 * hidden but keeps `name`, so it submits with a native form.
 */
export function FileInput({
  accept,
  multiple = false,
  name,
  onChange,
  buttonLabel,
  noFileText,
  clearLabel,
  formatSelection = names,
  disabled,
  id,
  ref,
}: FileInputProps) {
  const field = useFormField();
  const own = useId();
  const a11y = useFieldControl({ id, disabled }, own);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const buttonTextId = `${own}-button`;
  const selectionId = `${own}-selection`;

  const setInput = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    onChange?.(chosen);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setFiles([]);
    onChange?.([]);
    // The clear button disappears: keep focus on the picker.
    buttonRef.current?.focus();
  };

  return (
    <div className={row}>
      <input
        ref={setInput}
        type="file"
        hidden
        tabIndex={-1}
        aria-labelledby={[field?.labelId, buttonTextId].filter(Boolean).join(' ')}
        accept={accept}
        multiple={multiple}
        name={name}
        disabled={a11y.disabled}
        onChange={handleChange}
      />
      <Button
        ref={buttonRef}
        id={a11y.id}
        variant="outline"
        tone="neutral"
        size="md"
        iconStart="upload"
        disabled={a11y.disabled}
        aria-labelledby={[field?.labelId, buttonTextId].filter(Boolean).join(' ')}
        aria-describedby={[selectionId, a11y['aria-describedby']].filter(Boolean).join(' ')}
        onClick={() => inputRef.current?.click()}
      >
        <span id={buttonTextId}>{buttonLabel}</span>
      </Button>
      <span id={selectionId} className={fileName} data-has-file={files.length > 0 || undefined}>
        {files.length > 0 ? formatSelection(files) : noFileText}
      </span>
      {files.length > 0 ? (
        <IconButton icon="close" label={clearLabel} size="sm" disabled={a11y.disabled} onClick={clear} />
      ) : null}
    </div>
  );
}
