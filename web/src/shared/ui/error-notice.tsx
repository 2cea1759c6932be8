/** An inline error announced to screen readers. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
