import type { ReactNode } from 'react';
import { MessageWithCode } from '../error-notice';

/**
 * A message about the whole form (summary or server answer), announced as soon as it appears; a
 * server message's status code (sign-in's too, spec §8) stays, small, after the message.
 */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info' | 'success';
}) {
  if (!children) return null;
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {typeof children === 'string' ? <MessageWithCode message={children} /> : children}
    </div>
  );
}
