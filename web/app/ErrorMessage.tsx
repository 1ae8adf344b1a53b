/** A refusal or failure, announced to screen readers as it appears. */
export function ErrorMessage({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <p className="error" role="alert" id={id}>
      {message}
    </p>
  ) : null;
}
