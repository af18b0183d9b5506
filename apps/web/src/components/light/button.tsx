import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

// The light pages' buttons (light.css): filled primary by default, default (outlined), subtle and danger.
type TVariant = 'filled' | 'default' | 'subtle' | 'danger';
const classes = (variant: TVariant, block?: boolean) => ['l-btn', variant !== 'filled' && `l-btn-${variant}`, block && 'l-btn-block'].filter(Boolean).join(' ');

export function Spinner({ large, label }: { large?: boolean; label?: string }) {
  return <span className={large ? 'l-spinner l-spinner-lg' : 'l-spinner'} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: TVariant; block?: boolean; loading?: boolean; icon?: ReactNode };

/** A button; while loading it shows a spinner and takes no clicks (its name stays the same for assistive tech). */
export function Button({ variant = 'filled', block, loading, icon, children, disabled, type = 'button', ...rest }: TButtonProps) {
  return (
    <button {...rest} type={type} className={classes(variant, block)} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}

type TLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: TVariant; block?: boolean; icon?: ReactNode };

/** A link that looks like a button. */
export function LinkButton({ variant = 'filled', block, icon, children, ...rest }: TLinkProps) {
  return (
    <a {...rest} className={classes(variant, block)}>
      {children}
      {icon}
    </a>
  );
}
