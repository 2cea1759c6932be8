import { Fragment } from 'react';

/**
 * An email address in running text. A narrow line breaks it, when it must, before its '@' or a
 * dot, never mid-word ('walka.jp.1795794367708@example.co / m' on a 390 px completion page).
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?=[@.])/);
  return (
    <span className="email-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
