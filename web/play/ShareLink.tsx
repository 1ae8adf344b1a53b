/** The match's link with a copy button: sending it is how a friend joins. */
import { useState } from 'react';

export function ShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (insecure origin, old browser): the field is selected for a manual copy.
      document.getElementById('share-link')?.focus();
    }
  };
  return (
    <div className="share">
      <label htmlFor="share-link">Invite link</label>
      <input id="share-link" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
