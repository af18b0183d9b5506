import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../../../components/light/button';

// A part of a gift page loaded when needed (lazy-parts.tsx lists them). A part the first paint shows is loaded
// before it (routes.tsx `prepare`), so the server's markup and the browser's first render match.

/** A component loaded on first use; `preload` starts (or joins) the load. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((c) => {
      Loaded = c;
    }));
  function Part(props: P & { fallback?: ReactNode }) {
    const [, setReady] = useState(Boolean(Loaded));
    useEffect(() => {
      if (!Loaded) void preload().then(() => setReady(true));
    }, []);
    if (!Loaded)
      return (
        props.fallback ?? (
          <div className="l-center" style={{ padding: '48px 0' }}>
            <Spinner large label="Loading" />
          </div>
        )
      );
    return <Loaded {...props} />;
  }
  return { preload, Part };
}
