import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'grey' | 'danger' | 'link';

interface Look {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function classes({ variant = 'primary', size = 'normal', block = false }: Look, extra?: string): string {
  return ['sc-button', `sc-button--${variant}`, size === 'small' && 'sc-button--small', block && 'sc-button--block', extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  loading?: boolean;
  children: ReactNode;
  /** The button element (React 19 passes a ref as a prop): to give focus back to it. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, loading = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={classes({ variant, size, block }, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="sc-loader__spinner" style={{ width: 16, height: 16, borderWidth: 2 }} aria-hidden />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, Look {}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
