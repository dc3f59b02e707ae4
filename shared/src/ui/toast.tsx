import { create } from 'zustand';
import { commonTexts } from '../texts';

type ToastKind = 'success' | 'error' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
}

interface ToastState {
  items: ToastItem[];
  push: (toast: Omit<ToastItem, 'id'>) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const LIFETIME_MS = 6_000;

/** One toast store for the whole page (the shared package is a federation singleton). */
const useToastStore = create<ToastState>((set, get) => ({
  items: [],
  push: (toast) => {
    const id = nextId++;
    set({ items: [...get().items, { ...toast, id }] });
    setTimeout(() => get().dismiss(id), LIFETIME_MS);
    return id;
  },
  dismiss: (id) => set({ items: get().items.filter((t) => t.id !== id) }),
}));

export const toast = {
  success: (message: string, title?: string) => useToastStore.getState().push({ kind: 'success', message, title }),
  error: (message: string, title?: string) => useToastStore.getState().push({ kind: 'error', message, title }),
  info: (message: string, title?: string) => useToastStore.getState().push({ kind: 'info', message, title }),
};

export function Toaster() {
  const items = useToastStore((s) => s.items);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="sc-toaster" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`sc-toast sc-toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <div className="sc-toast__body">
            {item.title && <div className="sc-toast__title">{item.title}</div>}
            <div>{item.message}</div>
          </div>
          <button type="button" className="sc-toast__close" aria-label={commonTexts.close} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
