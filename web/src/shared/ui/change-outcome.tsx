/**
 * The outcome of the page's last change, announced: a success note (status) or the failure's
 * message (alert), each shown only while there is one.
 */
export function ChangeOutcome({ done, failed }: { done: string | null; failed: string | null }) {
  return (
    <>
      {done && (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className="notice notice--error" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
