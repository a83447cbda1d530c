import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';
import { FormField } from '../FormField/FormField';

describe('FileInput', () => {
  it('shows the chosen file and clears it', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <FormField label="Invoice" hint="PDF up to 5 MB">
        <FileInput
          buttonLabel="Choose file"
          noFileText="No file chosen"
          clearLabel="Remove file"
          accept=".pdf"
          onChange={onChange}
        />
      </FormField>,
    );
    const button = screen.getByRole('button', { name: 'Invoice Choose file' });
    expect(button).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(screen.getByText('No file chosen').id),
    );
    expect(button).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(screen.getByText('PDF up to 5 MB').id),
    );

    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF'], 'invoice-42.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    expect(screen.getByText('invoice-42.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
