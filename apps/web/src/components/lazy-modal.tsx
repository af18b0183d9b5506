import { lazy, Suspense, useState, type ComponentType } from 'react';

type TModalProps = { opened: boolean };

/**
 * A modal whose module is imported the first time it opens, so the screen that offers it loads without it (the
 * pages' bundle budgets). Once loaded it stays mounted and opens and closes as the modal itself does, with its
 * transitions and its focus return.
 */
export function lazyModal<P extends TModalProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Modal = lazy(async () => ({ default: await load() }));
  function LazyModal(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    // Remembered during render (React's pattern for state derived from props): from its first opening on.
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
