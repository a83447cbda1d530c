import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastApi } from './Toast';

function setup(props: { max?: number; duration?: number } = {}) {
  let api!: ToastApi;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider closeLabel="Dismiss notification" {...props}>
      <Grab />
    </ToastProvider>,
  );
  return () => api;
}

const region = () => screen.getByRole('region', { name: /Notifications/ });

describe('ToastProvider / useToast', () => {
  it('shows a toast with its title, description and a labelled close button', async () => {
    const api = setup();
    act(() => void api().toast({ tone: 'success', title: 'Success', description: 'Added to cart' }));
    const list = within(region()).getByRole('list');
    expect(list).toHaveTextContent('Success');
    expect(list).toHaveTextContent('Added to cart');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region()).queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it(`keeps at most "max" toasts on screen, dropping the oldest`, () => {
    const api = setup({ max: 2 });
    act(() => {
      api().toast({ tone: 'info', title: 'One' });
      api().toast({ tone: 'info', title: 'Two' });
      api().toast({ tone: 'error', title: 'Three' });
    });
    const text = region().textContent ?? '';
    expect(text).not.toContain('One');
    expect(text).toContain('Two');
    expect(text).toContain('Three');
  });

  it('shows a toast once while an identical one is on screen, and again once it has gone', async () => {
    const api = setup();
    const refused = { tone: 'error', title: 'Error', description: 'Shop not found' } as const;
    act(() => {
      api().toast(refused);
      api().toast(refused);
      api().toast({ ...refused, tone: 'warning' });
    });
    expect(within(region()).getAllByText('Shop not found')).toHaveLength(2);
    for (const close of screen.getAllByRole('button', { name: 'Dismiss notification' }))
      await userEvent.click(close);
    expect(within(region()).queryByText('Shop not found')).not.toBeInTheDocument();
    act(() => void api().toast(refused));
    expect(within(region()).getAllByText('Shop not found')).toHaveLength(1);
  });

  it('dismisses by id', () => {
    const api = setup();
    let id = '';
    act(() => {
      id = api().toast({ tone: 'warning', title: 'Low stock' });
      api().toast({ tone: 'info', title: 'Saved' });
    });
    act(() => api().dismiss(id));
    expect(region()).not.toHaveTextContent('Low stock');
    expect(region()).toHaveTextContent('Saved');
  });

  it('explains a missing provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
