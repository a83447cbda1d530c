import { useEffect } from 'react';
import { useToast } from '@/design-system/components/Toast';
import type { Toast } from '@/lib/http';

// The query client is created before the toast provider mounts, so HTTP error toasts go through this small
// relay: lib's `notify` queues them until the design system's toast API is available, then forwards them.
type Listener = (toast: Toast) => void;
let listener: Listener | null = null;
const queued: Toast[] = [];

export function notify(toast: Toast) {
  if (listener) listener(toast);
  else queued.push(toast);
}

export function ToastBridge() {
  const { toast } = useToast();
  useEffect(() => {
    listener = (t) => toast({ tone: t.tone, title: t.title, description: t.message });
    for (const t of queued.splice(0)) listener(t);
    return () => {
      listener = null;
    };
  }, [toast]);
  return null;
}
